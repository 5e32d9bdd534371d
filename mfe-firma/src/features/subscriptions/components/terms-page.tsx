// /firma/handelsbetingelser: the terms of the paid subscriptions, linked beside the subscription
// page's terms checkbox (the spec names no terms page; docs/decisions.md). Each term is the rule the
// product keeps: the prices with and without moms (the contracts' SUBSCRIPTION_PRICES_KR), payment
// from the balance, renewal every 30 days or back to Basic, the upgrade's credit, no refunds.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, PageTitle, formatOre } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { PLANS, PLAN_NAMES, planPriceOre } from '../lib/plans';
import '../styles/subscriptions.css';

const TERMS = ['payment', 'renewal', 'upgrade', 'downgrade'] as const;

function PriceTable() {
  const { t } = useTranslation();
  const kr = (ore: number) => t('firma:::abonnement::kroner', { amount: formatOre(ore) });
  return (
    <table className="terms-prices" data-testid="terms-prices">
      <caption className="visually-hidden">{t('firma:::abonnement::terms_page::prices_title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('firma:::abonnement::terms_page::plan')}</th>
          <th scope="col">{t('firma:::abonnement::terms_page::with_vat')}</th>
          <th scope="col">{t('firma:::abonnement::terms_page::without_vat')}</th>
          <th scope="col">{t('firma:::abonnement::terms_page::vat')}</th>
        </tr>
      </thead>
      <tbody>
        {PLANS.filter((plan) => plan !== 'basic').map((plan) => {
          const price = planPriceOre(plan);
          return (
            <tr key={plan}>
              <th scope="row">{PLAN_NAMES[plan]}</th>
              <td>{kr(price.withVatOre)}</td>
              <td>{kr(price.netOre)}</td>
              <td>{kr(price.vatOre)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <section className="stack terms-page" data-testid="firma-handelsbetingelser">
      <PageTitle text={t('firma:::abonnement::terms_page::title')} />
      <p className="muted">{t('firma:::abonnement::terms_page::intro')}</p>
      <Card>
        <div className="stack">
          <h2>{t('firma:::abonnement::terms_page::prices_title')}</h2>
          <p>{t('firma:::abonnement::terms_page::prices')}</p>
          <PriceTable />
        </div>
      </Card>
      {TERMS.map((term) => (
        <Card key={term}>
          <h2>{t(`firma:::abonnement::terms_page::${term}_title`)}</h2>
          <p>{t(`firma:::abonnement::terms_page::${term}`)}</p>
        </Card>
      ))}
      <Link to={paths.abonnement}>{t('firma:::abonnement::terms_page::back')}</Link>
    </section>
  );
}
