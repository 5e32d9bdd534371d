// A remote's pages are loaded when first shown, each in its own chunk, so a portal's first load
// carries only the page it opens. PageSuspense shows the Danish "Henter siden …" meanwhile.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner';

/** `lazyPage(() => import('./opgaver-page'), 'OpgaverPage')`: the named page export, loaded on first render. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common:::loading_page')} />;
}

export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
