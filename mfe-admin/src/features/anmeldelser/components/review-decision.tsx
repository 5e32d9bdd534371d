// A decided report's decision: who decided and when, and for a removed review the ground, as the
// profile shows it in the review's place.
import { useTranslation } from 'react-i18next';
import type { ReportedReview } from '@opgavetorvet/contracts';
import { formatUnixDateTime } from '@opgavetorvet/ui';

export function ReviewDecision({ report }: { report: ReportedReview }) {
  const { t } = useTranslation();
  return (
    <div className="reported-review__decision">
      {report.decided_at !== null && (
        <p>
          {t('admin:::anmeldelser::decided_by', {
            name: report.decided_by ?? t('admin:::anmeldelser::unknown_admin'),
            date: formatUnixDateTime(report.decided_at),
          })}
        </p>
      )}
      {report.removal_reason !== null && (
        <p>
          <strong>{t('admin:::anmeldelser::removal_reason')}</strong>{' '}
          {t(`common:::review_removal::${report.removal_reason}`)}
        </p>
      )}
    </div>
  );
}
