// Shown by the router when something in the shell itself fails while rendering a route.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@opgavetorvet/ui';
import { paths } from '../config/paths';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="container page" role="alert">
      <EmptyState
        title={t('errors:::internal')}
        action={<Link to={paths.home}>{t('common:::not_found::home_link')}</Link>}
      />
    </div>
  );
}
