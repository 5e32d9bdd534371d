// The site's not-found screen: 'Siden findes ikke' with a way to the home page. The shell shows it
// for an address no route names (its NotFoundPage); a remote shows it for a page whose address
// names nothing, as /{createjob_uri}/{slug} of no category. The service answers both with 404.
// A page inside a portal may name what was not found and link back to its own list instead.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageTitle } from './page-title';

export interface NotFoundScreenProps {
  className?: string;
  /** The line under the title; 'Vi kunne ikke finde den side, du leder efter.' unless given. */
  text?: string;
  /** Where the link leads and what it says; the home page unless given. */
  back?: { to: string; label: string };
}

export function NotFoundScreen({ className, text, back }: NotFoundScreenProps) {
  const { t } = useTranslation();
  return (
    <div className={className} data-testid="not-found">
      <PageTitle text={t('common:::not_found::title')} />
      <EmptyState
        title={text ?? t('common:::not_found::text')}
        action={<Link to={back?.to ?? '/'}>{back?.label ?? t('common:::not_found::home_link')}</Link>}
      />
    </div>
  );
}
