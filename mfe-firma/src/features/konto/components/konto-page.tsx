// /firma/konto: the company's balance, the 'Fyld op' form (card payment through Stripe Checkout)
// and every movement with its running balance and receipts. ?betaling=annulleret (Checkout's cancel
// address) says that nothing was charged. The contact person's password change and notifications,
// then the company's data, close the page (issue 32).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card, PageTitle, Spinner, formatOre } from '@opgavetorvet/ui';
import { NoticeSettingsSection, PasswordChangeForm } from '@opgavetorvet/ui/account';
import { useFirmaKontoQuery } from '../api/konto-api';
import '../styles/konto.css';
import { LedgerTable } from './ledger-table';
import { PersonalDataSection } from './personal-data-section';
import { TopUpForm } from './top-up-form';

/** Where the browser goes to pay: Stripe's Checkout page (a full page load, not the router). */
const leaveForCheckout = (url: string) => window.location.assign(url);

export function KontoPage({ onLeave = leaveForCheckout }: { onLeave?: (url: string) => void }) {
  const { t } = useTranslation();
  const { data } = useFirmaKontoQuery();
  const [params] = useSearchParams();
  const cancelled = params.get('betaling') === 'annulleret';

  return (
    <section className="stack konto-page" data-testid="firma-konto">
      <PageTitle text={t('firma:::konto::title')} />
      <p className="muted konto-page__lead">{t('firma:::konto::lead')}</p>
      {cancelled && (
        <p className="konto-page__notice" role="status">
          {t('firma:::konto::topup::cancelled')}
        </p>
      )}
      {!data && <Spinner />}
      {data && (
        <div className="konto-page__top">
          <Card className="konto-balance">
            <h2 className="konto-balance__label">{t('firma:::konto::balance')}</h2>
            <p className="konto-balance__amount" data-testid="konto-balance">
              {t('firma:::konto::kroner', { amount: formatOre(data.balance_ore) })}
            </p>
          </Card>
          <Card className="konto-topup-card">
            <h2 className="section-title">{t('firma:::konto::topup::title')}</h2>
            <TopUpForm cardPayment={data.card_payment} onLeave={onLeave} />
          </Card>
        </div>
      )}
      {data && (
        <section className="stack" aria-labelledby="konto-history-title">
          <h2 className="section-title" id="konto-history-title">
            {t('firma:::konto::history::title')}
          </h2>
          <LedgerTable lines={data.lines} />
        </section>
      )}
      <PasswordChangeForm />
      <NoticeSettingsSection />
      <PersonalDataSection />
    </section>
  );
}
