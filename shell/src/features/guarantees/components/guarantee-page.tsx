// /guarantees/{name}-full-text: the full text of a guarantee (craft and building work, or car
// repair); the page scrolls itself to the bottom over 2 seconds (SPEC §2). Any other name is the
// not-found screen, which does not scroll.
import { useLayoutEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { NotFoundPage } from '../../../components/not-found-page';
import { useScrollToBottom } from '../hooks/use-scroll-to-bottom';

export const GUARANTEES = ['haandvaerkogbyggeri', 'autoreparation'] as const;
export type Guarantee = (typeof GUARANTEES)[number];

const SUFFIX = '-full-text';

/** The guarantee a page name stands for ('autoreparation-full-text' → 'autoreparation'), or null. */
export function guaranteeOf(page: string | undefined): Guarantee | null {
  const name = page?.endsWith(SUFFIX) ? page.slice(0, -SUFFIX.length) : '';
  return (GUARANTEES as readonly string[]).includes(name) ? (name as Guarantee) : null;
}

interface Section {
  heading: string;
  text: string;
}

export function GuaranteePage() {
  const guarantee = guaranteeOf(useParams().page);
  // Only a guarantee's text scrolls itself (one animation per guarantee, hence the key); the
  // not-found screen of an unknown name never does.
  if (!guarantee) return <GuaranteeNotFound />;
  return <GuaranteeText key={guarantee} guarantee={guarantee} />;
}

/** 'Siden findes ikke', read from its top even when a guarantee had scrolled the page before it. */
function GuaranteeNotFound() {
  useLayoutEffect(() => {
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, []);
  return <NotFoundPage />;
}

function GuaranteeText({ guarantee }: { guarantee: Guarantee }) {
  const { t } = useTranslation();
  useScrollToBottom(true);
  const key = `home:::guarantees::${guarantee}`;
  const sections = t(`${key}::sections`, { returnObjects: true }) as Section[];
  return (
    <article className="container page guarantee" data-testid="guarantee-page">
      <PageTitle text={t(`${key}::title`)} />
      <p className="guarantee__lead">{t(`${key}::lead`)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="guarantee__section">
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      <p className="guarantee__end">
        {t('home:::guarantees::questions')}{' '}
        <Link to={paths.createJob}>{t('home:::guarantees::start_job')}</Link>
      </p>
    </article>
  );
}
