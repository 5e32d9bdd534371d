// One notification: its heading by type (SPEC §8), the note, and a close button; it removes itself.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../store/hooks';
import { CloseIcon } from '../components/close-icon';
import { notificationRemoved, type NotificationItem } from './notifications-slice';

export function NotificationToast({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [shown, setShown] = useState(() => Date.now() >= item.showAt);

  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(() => setShown(true), item.showAt - Date.now());
    return () => clearTimeout(timer);
  }, [shown, item.showAt]);

  useEffect(() => {
    const timer = setTimeout(() => dispatch(notificationRemoved(item.id)), item.hideAt - Date.now());
    return () => clearTimeout(timer);
  }, [dispatch, item.id, item.hideAt]);

  if (!shown) return null;
  const heading = t(`common:::notifications::heading::${item.type}`);
  return (
    <div
      className={`notification notification--${item.type}`}
      role={item.type === 'error' ? 'alert' : 'status'}
      data-testid="notification"
      data-type={item.type}
    >
      {heading !== '' && <strong className="notification__heading">{heading}</strong>}
      <p className="notification__note">{item.note}</p>
      <button
        type="button"
        className="notification__close"
        aria-label={t('common:::notifications::close')}
        onClick={() => dispatch(notificationRemoved(item.id))}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
