// A decided cancellation request: the job, the company and the customer, the company's reason
// and category, and the decision — approved or rejected, by whom, when and why.
import { useTranslation } from 'react-i18next';
import type { DecidedCancellationItem } from '@opgavetorvet/contracts';
import { Badge, formatUnixDateTime } from '@opgavetorvet/ui';
import { CancellationCardFrame } from './cancellation-card-frame';

export function DecidedCancellationCard({ item }: { item: DecidedCancellationItem }) {
  const { t } = useTranslation();
  return (
    <CancellationCardFrame
      item={item}
      testId="decided-cancellation"
      badge={
        <Badge tone={item.status === 'approved' ? 'success' : 'danger'}>
          {t(`admin:::cancellations::decided_${item.status}`)}
        </Badge>
      }
    >
      <div className="cancellation-card__decision">
        <p className="cancellation-card__decided">
          {t('admin:::cancellations::decided_by', {
            name: item.decided_by || t('admin:::cancellations::unknown_admin'),
            date: formatUnixDateTime(item.decided_at),
          })}
        </p>
        <p>
          <strong>{t('admin:::cancellations::decision_reason')}</strong> {item.decision_reason}
        </p>
      </div>
    </CancellationCardFrame>
  );
}
