// The footer of every page: the site's line and its legal links (the privacy policy and the terms
// of use), from the contracts' one list that the service's first paint of the frame draws too.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FOOTER_LINKS } from '@opgavetorvet/contracts';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <span>{t('common:::footer::text')}</span>
        <nav className="site-footer__links" aria-label={t('common:::footer::links')}>
          {FOOTER_LINKS.map((link) => (
            <Link key={link.path} to={link.path}>
              {t(link.text)}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
