// What waits for an answer across the whole inbox, whatever the filters: '2 ubesvarede: 1
// supportsag, 1 klage, 0 om opgaver.' (the header's counts, GET /api/admin/henvendelser/antal).
import { useTranslation } from 'react-i18next';
import type { HelpCountsReply } from '@opgavetorvet/contracts';

export function UnansweredCounts({ counts }: { counts: HelpCountsReply }) {
  const { t } = useTranslation();
  return (
    <p className="help-inbox__counts" data-testid="help-counts">
      {t('admin:::henvendelser::counts', {
        count: counts.unanswered,
        parts: [
          t('admin:::henvendelser::count_kinds::support_case', { count: counts.support_cases }),
          t('admin:::henvendelser::count_kinds::complaint', { count: counts.complaints }),
          t('admin:::henvendelser::count_kinds::ticket', { count: counts.tickets }),
        ].join(', '),
      })}
    </p>
  );
}
