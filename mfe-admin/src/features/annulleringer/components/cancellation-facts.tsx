// What the company said with its request: the reason category it chose (the finish chain's
// options 1, 3–6; any other is 'Anden årsag'), whether the customer wants a new company, and the
// date it says it had agreed with the customer (when it gave one).
import { useTranslation } from 'react-i18next';
import { formatUnixDate } from '@opgavetorvet/ui';

const KNOWN_REASONS = [1, 3, 4, 5, 6];

export function CancellationFacts({
  optionSelect,
  optionNewOne,
  appointmentAt,
}: {
  optionSelect: number;
  optionNewOne: boolean;
  appointmentAt: number | null;
}) {
  const { t, i18n } = useTranslation();
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
      {appointmentAt !== null && (
        <div>
          <dt>{t('admin:::cancellations::appointment')}</dt>
          <dd data-testid="cancellation-appointment">{formatUnixDate(appointmentAt, i18n.language)}</dd>
        </div>
      )}
    </dl>
  );
}
