// SPEC §4 pro → pro-plus: the server's price breakdown: full price, minus the credit for the unused
// period, the amount to pay.
import { useTranslation } from 'react-i18next';
import type { PriceBreakdown as Breakdown } from '@opgavetorvet/contracts';
import { formatOre } from '@opgavetorvet/ui';

export function PriceBreakdown({ price, plan }: { price: Breakdown; plan: string }) {
  const { t } = useTranslation();
  const kr = (ore: number) => t('firma:::abonnement::kroner', { amount: formatOre(ore) });
  return (
    <table className="price-breakdown" data-testid="price-breakdown">
      <tbody>
        <tr>
          <th scope="row">{t('firma:::abonnement::breakdown::full_price', { plan })}</th>
          <td>{kr(price.full_price_ore)}</td>
        </tr>
        <tr>
          <th scope="row">{t('firma:::abonnement::breakdown::credit')}</th>
          <td>−{kr(price.credit_ore)}</td>
        </tr>
        <tr className="price-breakdown__total">
          <th scope="row">{t('firma:::abonnement::breakdown::to_pay')}</th>
          <td>{kr(price.to_pay_ore)}</td>
        </tr>
      </tbody>
    </table>
  );
}
