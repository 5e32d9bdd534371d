// When the balance cannot pay a plan (issue 31): the service's refusal (402 'error2', SPEC §8's
// text) or, before paying, the shortfall the dialog can already see, and the way to fix it, 'Fyld
// op', which leads to the top-up on /firma/konto, instead of a sentence with nothing to do.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatOre } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';

export function TopUpNeeded({
  refusal,
  balanceOre,
  toPayOre,
}: {
  /** The service's refusal, once it refused; null before paying. */
  refusal: string | null;
  balanceOre: number;
  toPayOre: number | null;
}) {
  const { t } = useTranslation();
  const kr = (ore: number) => t('firma:::abonnement::kroner', { amount: formatOre(ore) });
  const missing = toPayOre === null ? 0 : toPayOre - balanceOre;
  return (
    <div className="top-up-needed" role={refusal ? 'alert' : undefined} data-testid="top-up-needed">
      {refusal && <p className="top-up-needed__refusal">{refusal}</p>}
      {toPayOre !== null && missing > 0 && (
        <p>
          {t('firma:::abonnement::top_up::short', {
            balance: kr(balanceOre),
            price: kr(toPayOre),
            missing: kr(missing),
          })}
        </p>
      )}
      <Link className="btn btn--primary" to={paths.konto}>
        {t('firma:::abonnement::top_up::action')}
      </Link>
    </div>
  );
}
