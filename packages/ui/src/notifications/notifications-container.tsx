// The stack of notifications in the top-right corner, each 250 px wide (SPEC §9). On a phone
// (issue 31) the stack is compact instead: along the foot of the screen, one line of heading and
// note, and only the newest two shown (feedback.css, by a media query: no script), so it does not
// cover the page's title and inputs; an older one still runs its time and is removed as usual.
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store/hooks';
import { NotificationToast } from './notification-toast';

export function NotificationsContainer() {
  const { t } = useTranslation();
  const items = useAppSelector((state) => state.notifications.items);
  return (
    <section className="notifications" aria-live="polite" aria-label={t('common:::notifications::region')}>
      {items.map((item) => (
        <NotificationToast key={item.id} item={item} />
      ))}
    </section>
  );
}
