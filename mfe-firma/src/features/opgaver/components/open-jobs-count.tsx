// The count line above the open jobs: how many, and where they lie (issue 31): in the company's own
// regions, in one region, in the regions the address named, in all of Denmark, and when the company
// chose no regions, that it has not yet.
import type { CompanyOpenJobsReply } from '@opgavetorvet/contracts';
import { useTranslation } from 'react-i18next';

export function OpenJobsCount({ reply }: { reply: CompanyOpenJobsReply }) {
  const { t } = useTranslation();
  const kind = reply.area === 'all' && !reply.has_regions ? 'no_regions' : reply.area;
  return (
    <p className="muted" data-testid="open-jobs-total">
      {t(`firma:::jobs::area::total_${kind}`, { count: reply.total, region: reply.region?.name })}
    </p>
  );
}
