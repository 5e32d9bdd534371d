// A page's one <h1>, also written into document.title so tabs and history read well. A job's title
// (`shortenOnMobile`) is cut on narrow screens (SPEC §2/§9); screen readers still get the whole text.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortenMobileTitle } from '../lib/mobile-title';
import { MOBILE_QUERY, useMediaQuery } from '../lib/use-media-query';

export interface PageTitleProps {
  children?: ReactNode;
  text: string;
  shortenOnMobile?: boolean;
}

export function PageTitle({ children, text, shortenOnMobile = false }: PageTitleProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  useEffect(() => {
    document.title = t('common:::document_title', { page: text });
  }, [t, text]);
  const short = shortenOnMobile && mobile && !children ? shortenMobileTitle(text) : text;
  if (short === text) return <h1 className="page-title">{children ?? text}</h1>;
  return (
    <h1 className="page-title" title={text}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{text}</span>
    </h1>
  );
}
