// A job's state as a badge: its status in the customer's pages' colours, or 'Fjernet' for a job the
// administrator removed.
import { useTranslation } from 'react-i18next';
import { JOB_STATUS_TONE, type JobStatus } from '@opgavetorvet/contracts';
import { Badge } from '@opgavetorvet/ui';

export function JobStateBadge({ status, removed }: { status: JobStatus; removed: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={removed ? 'danger' : JOB_STATUS_TONE[status]}>
      {t(`admin:::opgaver::states::${removed ? 'removed' : status}`)}
    </Badge>
  );
}
