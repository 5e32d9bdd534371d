// One view of /admin/anmeldelser: the spinner, an error, an empty state, or one card per report
// (open ones with the two answers, decided ones with the decision).
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorArea, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useReviewReportsQuery, type ReviewReportsView } from '../api/review-reports-api';
import { ReportedReviewCard } from './reported-review-card';

export function ReportedReviewList({ view }: { view: ReviewReportsView }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useReviewReportsQuery(view);
  const reports = data?.reports;
  if (isLoading) return <Spinner />;
  if (error) return <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />;
  if (!reports || reports.length === 0)
    return (
      <EmptyState
        title={t(`admin:::anmeldelser::empty_title_${view}`)}
        text={t(`admin:::anmeldelser::empty_text_${view}`)}
      />
    );
  return (
    <div className="stack">
      {reports.map((report) => (
        <ReportedReviewCard key={report.report_id} report={report} />
      ))}
    </div>
  );
}
