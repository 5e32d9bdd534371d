// A page's one <h1>, also written into document.title so tabs and history read well.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function PageTitle({ children, text }: { children?: ReactNode; text: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('common:::document_title', { page: text });
  }, [t, text]);
  return <h1 className="page-title">{children ?? text}</h1>;
}
