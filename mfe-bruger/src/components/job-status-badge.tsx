// A job's status in Danish, coloured by what it means for the customer.
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@opgavetorvet/contracts';
import { Badge } from '@opgavetorvet/ui';
import { statusTone } from '../lib/job-status';

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return <Badge tone={statusTone[status]}>{t(`bruger:::status::${status}`)}</Badge>;
}
