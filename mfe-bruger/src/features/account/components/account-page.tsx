// /bruger/account: an overview of the customer's jobs and deals — jobs by status, companies chosen,
// what the finished jobs cost and the reviews written.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CustomerAccountReply } from '@opgavetorvet/contracts';
import { Card, formatAmount } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { AccountFrame } from './account-frame';

/** What the finished bookings cost, in øre. */
export function spentOre(account: CustomerAccountReply): number {
  return account.bookings.reduce(
    (sum, booking) => sum + (booking.state === 'finished' ? (booking.finished_price_ore ?? 0) : 0),
    0,
  );
}

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <AccountFrame title={t('bruger:::account::overview::title')} testId="bruger-account">
      {(account) => {
        const spent = spentOre(account);
        const figures: [string, string | number][] = [
          ['jobs_total', account.jobs.total],
          ['open', account.jobs.open],
          ['assigned', account.jobs.assigned],
          ['finished', account.jobs.finished],
          ['hired', account.bookings.length],
          [
            'spent',
            t('bruger:::account::overview::kroner', {
              amount: formatAmount(Math.trunc(spent / 100), spent % 100),
            }),
          ],
          ['reviews', account.reviews_count],
        ];
        return (
          <>
            <p>{t('bruger:::account::overview::lead', { name: account.profile.name })}</p>
            <ul className="account-figures">
              {figures.map(([key, value]) => (
                <li key={key}>
                  <Card className="account-figure" data-testid={`figure-${key}`}>
                    <span className="account-figure__value">{value}</span>
                    <span className="card__meta">{t(`bruger:::account::overview::${key}`)}</span>
                  </Card>
                </li>
              ))}
            </ul>
            <p>
              <Link to={paths.opgaver}>{t('bruger:::account::overview::to_jobs')}</Link>
            </p>
          </>
        );
      }}
    </AccountFrame>
  );
}
