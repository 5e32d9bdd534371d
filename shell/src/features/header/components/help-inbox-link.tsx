// The administrator's 'Henvendelser' link in the header with the count of unanswered support
// cases, complaints and tickets (removed at 0, like the red dot). Asked again when the 'Help' tag
// is invalidated: the administrator acts, or a live event (help_inbox) says something came in.
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UnreadDot } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useAdminHelpCountsQuery } from '../api/help-counts-api';

export function HelpInboxLink() {
  const { t } = useTranslation();
  const { data } = useAdminHelpCountsQuery();
  const count = data?.unanswered ?? 0;
  return (
    <NavLink to={paths.adminHelpInbox} className="messages-link" data-testid="help-inbox-link">
      {t('common:::header::help_inbox')}
      <UnreadDot count={count} label={t('common:::header::help_unanswered', { count })} />
    </NavLink>
  );
}
