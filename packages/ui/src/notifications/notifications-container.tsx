// The stack of notifications in the top-right corner, each 250 px wide (SPEC §9). On a phone
// (issue 31) the stack is compact instead: along the foot of the screen, one line of heading and
// note, and only the newest two shown (feedback.css), so it does not cover the page's title and
// inputs; an older one still runs its time and is removed as usual.
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../lib/use-media-query';
import { useAppSelector } from '../store/hooks';
import { NotificationToast } from './notification-toast';

/** Where the stack turns compact: the phone width of the UI kit's styles (base.css). */
export const COMPACT_NOTIFICATIONS_QUERY = '(max-width: 600px)';

export function NotificationsContainer() {
  const { t } = useTranslation();
  const items = useAppSelector((state) => state.notifications.items);
  const compact = useMediaQuery(COMPACT_NOTIFICATIONS_QUERY);
  return (
    <section
      className={compact ? 'notifications notifications--compact' : 'notifications'}
      aria-live="polite"
      aria-label={t('common:::notifications::region')}
    >
      {items.map((item) => (
        <NotificationToast key={item.id} item={item} />
      ))}
    </section>
  );
}
