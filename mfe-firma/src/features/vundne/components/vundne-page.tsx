// /firma/opgaver/dine-vundne-opgaver: the won jobs, page 1 first. While the bookings are being
// fetched (or if the call fails, SPEC §8: "the loader stays visible") it says it is loading them.
import { useTranslation } from 'react-i18next';
import { Card, PageTitle, Spinner } from '@opgavetorvet/ui';
import { useBookingsQuery } from '../api/bookings-api';
import { BookingRow } from './booking-row';

export function VundnePage() {
  const { t } = useTranslation();
  const { data } = useBookingsQuery({ page: 1, search: '' });
  return (
    <section className="stack" data-testid="firma-vundne">
      <PageTitle text={t('firma:::won::title')} />
      {!data && <Spinner />}
      {!data && <p className="muted">{t('firma:::won::loading')}</p>}
      {data && data.length === 0 && <Card>{t('firma:::won::empty')}</Card>}
      {data && data.length > 0 && (
        <Card>
          <ul className="booking-list">
            {data.map((booking) => (
              <BookingRow key={booking.contactId} booking={booking} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
