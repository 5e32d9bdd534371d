// The header's 'Beskeder' link for a logged-in customer or company, with the red dot of unread
// messages (SPEC §2: it shows the count and is removed at 0). The count is asked again whenever
// the 'Messages' tag is invalidated: a portal reads or writes messages, or a live event
// (new_message, unread_count) arrives — no polling.
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGES, type Role } from '@opgavetorvet/contracts';
import { UnreadDot } from '@opgavetorvet/ui';
import { useUnreadMessagesQuery } from '../api/unread-messages-api';

const messagesPath: Partial<Record<Role, string>> = {
  user: PAGES.brugerBeskeder,
  company: PAGES.firmaBeskeder,
};

export function MessagesLink({ role }: { role: Role }) {
  const { t } = useTranslation();
  const to = messagesPath[role];
  const { data } = useUnreadMessagesQuery(undefined, { skip: !to });
  if (!to) return null;
  const count = data?.get_unread_messages ?? 0;
  return (
    <NavLink to={to} className="messages-link" data-testid="messages-link">
      {t('common:::header::messages')}
      <UnreadDot count={count} label={t('common:::header::unread', { count })} />
    </NavLink>
  );
}
