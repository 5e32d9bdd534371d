// The site's not-found screen: 'Siden findes ikke' with a way to the home page. The shell shows it
// for an address no route names (its NotFoundPage); a remote shows it for a page whose address
// names nothing, as /{createjob_uri}/{slug} of no category. The service answers both with 404.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageTitle } from './page-title';

export function NotFoundScreen({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} data-testid="not-found">
      <PageTitle text={t('common:::not_found::title')} />
      <EmptyState
        title={t('common:::not_found::text')}
        action={<Link to="/">{t('common:::not_found::home_link')}</Link>}
      />
    </div>
  );
}
