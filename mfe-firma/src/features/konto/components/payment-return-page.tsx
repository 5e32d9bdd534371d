// /firma/konto/betaling?session_id=…: where Stripe Checkout sends the browser back. Until the signed
// webhook has credited the payment it reads 'Betalingen behandles' and asks again every 2 s (SPEC
// §9's status poll); then 'Betalingen er modtaget' with the new balance and the receipt. Without
// ?session_id the card payment's callback cookie (1 day) names the session.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Card, PageTitle, Spinner, formatOre, serverTextOfError } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { usePaymentStatusQuery } from '../api/konto-api';
import { cardPaymentSession } from '../lib/card-payment-cookie';
import { receiptUrl } from '../lib/receipt-url';
import '../styles/konto.css';

export const PAYMENT_POLL_MS = 2000;

export function PaymentReturnPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') || cardPaymentSession();
  const { data, error } = usePaymentStatusQuery(sessionId, {
    skip: sessionId === '',
    pollingInterval: PAYMENT_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const paid = data?.status === 'paid';
  const kroner = (ore: number) => t('firma:::konto::kroner', { amount: formatOre(ore) });

  return (
    <section className="stack konto-page" data-testid="payment-return">
      <PageTitle text={t('firma:::konto::return::title')} />
      <Card className="payment-status" aria-live="polite">
        {sessionId === '' && <p>{t('firma:::konto::return::missing')}</p>}
        {error && <p role="alert">{serverTextOfError(error) ?? t('firma:::konto::return::missing')}</p>}
        {sessionId !== '' && !error && !data && <Spinner />}
        {data && !paid && (
          <div className="payment-status__body" data-testid="payment-pending">
            <h2 className="payment-status__title">{t('firma:::konto::return::pending')}</h2>
            <p className="muted">{t('firma:::konto::return::pending_text')}</p>
            <Spinner />
          </div>
        )}
        {data && paid && (
          <div className="payment-status__body" data-testid="payment-paid">
            <h2 className="payment-status__title payment-status__title--paid">
              {t('firma:::konto::return::paid')}
            </h2>
            <p>
              {t('firma:::konto::return::paid_text', {
                amount: kroner(data.amount_ore),
                balance: kroner(data.balance_ore),
              })}
            </p>
            {data.receipt_id !== null && (
              <p>
                <a
                  href={receiptUrl(data.receipt_id)}
                  target="_blank"
                  rel="noopener"
                  data-testid="payment-receipt"
                >
                  {t('firma:::konto::return::receipt')}
                </a>
              </p>
            )}
          </div>
        )}
        <p>
          <Link to={paths.konto}>{t('firma:::konto::return::back')}</Link>
        </p>
      </Card>
    </section>
  );
}
