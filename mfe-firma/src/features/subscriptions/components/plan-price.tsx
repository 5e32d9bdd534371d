// A plan column's price before paying: what one 30-day period costs with moms (what the balance is
// debited) and without it, the moms named; Basic is free.
import { useTranslation } from 'react-i18next';
import type { SubscriptionType } from '@opgavetorvet/contracts';
import { formatOre } from '@opgavetorvet/ui';
import { planPriceOre } from '../lib/plans';

export function PlanPrice({ plan }: { plan: SubscriptionType }) {
  const { t } = useTranslation();
  if (plan === 'basic') return <p className="plan-column__price">{t('firma:::abonnement::free')}</p>;
  const price = planPriceOre(plan);
  return (
    <div className="plan-column__prices" data-testid="plan-price">
      <p className="plan-column__price">
        {t('firma:::abonnement::per_period', { amount: formatOre(price.withVatOre) })}
      </p>
      <p className="plan-column__net muted">
        {t('firma:::abonnement::without_vat', {
          amount: formatOre(price.netOre),
          vat: formatOre(price.vatOre),
        })}
      </p>
    </div>
  );
}
