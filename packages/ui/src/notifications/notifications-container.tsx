// The stack of notifications in the top-right corner, each 250 px wide (SPEC §9).
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
