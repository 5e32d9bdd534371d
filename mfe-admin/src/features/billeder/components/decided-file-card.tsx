// A decided report: the file (gone once removed) and its reports, and the decision — removed or
// kept, by whom, when, and the reason the uploader was sent.
import { useTranslation } from 'react-i18next';
import type { ReportedFile } from '@opgavetorvet/contracts';
import { Badge, formatUnixDateTime } from '@opgavetorvet/ui';
import { ReportedFileCardFrame } from './reported-file-card-frame';

export function DecidedFileCard({ item }: { item: ReportedFile }) {
  const { t } = useTranslation();
  const removed = item.state === 'removed';
  return (
    <ReportedFileCardFrame
      item={item}
      testId="decided-file"
      badge={
        <Badge tone={removed ? 'danger' : 'success'}>
          {t(removed ? 'admin:::billeder::decided_removed' : 'admin:::billeder::decided_dismissed')}
        </Badge>
      }
    >
      <div className="reported-file__decision">
        {item.decided_at !== null && (
          <p className="reported-file__decided">
            {t('admin:::billeder::decided_by', {
              name: item.decided_by ?? t('admin:::billeder::unknown_admin'),
              date: formatUnixDateTime(item.decided_at),
            })}
          </p>
        )}
        {removed && item.decision_reason !== null && (
          <p>
            <strong>{t('admin:::billeder::decision_reason')}</strong> {item.decision_reason}
          </p>
        )}
      </div>
    </ReportedFileCardFrame>
  );
}
