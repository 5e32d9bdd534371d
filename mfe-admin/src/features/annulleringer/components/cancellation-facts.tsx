// What the company said with its request: the reason category it chose (the finish chain's
// options 1, 3–6; any other is 'Anden årsag') and whether the customer wants a new company.
import { useTranslation } from 'react-i18next';

const KNOWN_REASONS = [1, 3, 4, 5, 6];

export function CancellationFacts({
  optionSelect,
  optionNewOne,
}: {
  optionSelect: number;
  optionNewOne: boolean;
}) {
  const { t } = useTranslation();
  const reason = KNOWN_REASONS.includes(optionSelect) ? String(optionSelect) : 'other';
  return (
    <dl className="cancellation-facts">
      <div>
        <dt>{t('admin:::cancellations::category')}</dt>
        <dd data-testid="cancellation-category">{t(`admin:::cancellations::categories::${reason}`)}</dd>
      </div>
      <div>
        <dt>{t('admin:::cancellations::new_company')}</dt>
        <dd data-testid="cancellation-new-company">
          {t(optionNewOne ? 'admin:::cancellations::yes' : 'admin:::cancellations::no')}
        </dd>
      </div>
    </dl>
  );
}
