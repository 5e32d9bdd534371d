// /bruger/account-transactions: every company the customer chose (newest first) with the job, the
// offered and final price, where it stands and her review — or a link to write one once finished.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CustomerBooking } from '@opgavetorvet/contracts';
import { Badge, Card, EmptyState, formatAmount, formatUnixDate } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { AccountFrame } from './account-frame';

export function TransactionsPage() {
  const { t } = useTranslation();
  return (
    <AccountFrame title={t('bruger:::account::transactions::title')} testId="bruger-account-transactions">
      {({ bookings }) =>
        bookings.length === 0 ? (
          <EmptyState
            title={t('bruger:::account::transactions::empty_title')}
            text={t('bruger:::account::transactions::empty_text')}
          />
        ) : (
          <>
            <p>{t('bruger:::account::transactions::lead')}</p>
            <div className="stack">
              {bookings.map((booking) => (
                <BookingCard key={booking.contact_id} booking={booking} />
              ))}
            </div>
          </>
        )
      }
    </AccountFrame>
  );
}

function BookingCard({ booking }: { booking: CustomerBooking }) {
  const { t, i18n } = useTranslation();
  const none = t('bruger:::account::transactions::none');
  const kroner = (amount: string) => t('bruger:::account::transactions::kroner', { amount });
  const finalPrice = booking.finished_price_ore;
  return (
    <Card data-testid="booking" data-contact-id={booking.contact_id}>
      <div className="job-card__head">
        <h2 className="card__title">
          <Link to={paths.opgave(booking.job_id)}>{booking.headline}</Link>
        </h2>
        <Badge tone={booking.state === 'finished' ? 'success' : 'info'}>
          {t(`bruger:::offers::state::${booking.state}`)}
        </Badge>
      </div>
      <dl className="facts">
        <dt>{t('bruger:::close_job::company')}</dt>
        <dd>
          {booking.company_slug === null ? (
            booking.company_name
          ) : (
            <Link to={`/${booking.company_slug}`}>{booking.company_name}</Link>
          )}
        </dd>
        <dt>{t('bruger:::account::transactions::chosen')}</dt>
        <dd>{booking.selected_at ? formatUnixDate(booking.selected_at, i18n.language) : none}</dd>
        <dt>{t('bruger:::account::transactions::offer')}</dt>
        <dd>{booking.offer_amount === null ? none : kroner(formatAmount(booking.offer_amount))}</dd>
        <dt>{t('bruger:::account::transactions::final')}</dt>
        <dd data-testid="final-price">
          {finalPrice === null ? none : kroner(formatAmount(Math.trunc(finalPrice / 100), finalPrice % 100))}
        </dd>
        <dt>{t('bruger:::account::transactions::review')}</dt>
        <dd>
          {booking.review ? (
            t('bruger:::account::transactions::reviewed', {
              rating: booking.review.rating,
              title: booking.review.title,
            })
          ) : booking.state === 'finished' ? (
            <Link to={paths.opgave(booking.job_id)}>{t('bruger:::account::transactions::write_review')}</Link>
          ) : (
            t('bruger:::account::transactions::not_reviewed')
          )}
        </dd>
      </dl>
    </Card>
  );
}
