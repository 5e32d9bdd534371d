// The page for an address nobody knows, with a way back to the home page.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageTitle } from '@opgavetorvet/ui';
import { paths } from '../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="not-found">
      <PageTitle text={t('common:::not_found::title')} />
      <EmptyState
        title={t('common:::not_found::text')}
        action={<Link to={paths.home}>{t('common:::not_found::home_link')}</Link>}
      />
    </div>
  );
}
