// One reported review: the review as the profile shows it (stars, title, text, author, date), the
// company and the job it is of, the company's reason and when it reported it; then, while open,
// 'Behold anmeldelsen' and 'Fjern anmeldelse' (ReviewDecisionButtons), or the decision once made.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { companyProfilePage, type ReportedReview } from '@opgavetorvet/contracts';
import { Badge, Card, formatUnixDateTime } from '@opgavetorvet/ui';
import { ReviewDecision } from './review-decision';
import { ReviewDecisionButtons } from './review-decision-buttons';

function StateBadge({ state }: { state: ReportedReview['state'] }) {
  const { t } = useTranslation();
  if (state === 'open') return <Badge tone="warning">{t('admin:::anmeldelser::open_badge')}</Badge>;
  return (
    <Badge tone={state === 'removed' ? 'danger' : 'success'}>
      {t(`admin:::anmeldelser::decided_${state}`)}
    </Badge>
  );
}

export function ReportedReviewCard({ report }: { report: ReportedReview }) {
  const { t } = useTranslation();
  const { review, job } = report;
  return (
    <Card className="reported-review" data-testid="reported-review" data-report-id={report.report_id}>
      <div className="reported-review__head">
        <h2 className="card__title">{review.title}</h2>
        <StateBadge state={report.state} />
      </div>
      <div className="reported-review__body">
        <div className="reported-review__review">
          {review.kind !== 'friend' && (
            <p className="reported-review__stars">
              {t('admin:::anmeldelser::stars', { rating: review.rating })}
            </p>
          )}
          <blockquote className="reported-review__text">{review.text}</blockquote>
          <p className="muted">
            {t('admin:::anmeldelser::author', {
              name: review.author_name,
              date: formatUnixDateTime(review.created_at),
            })}
          </p>
        </div>
        <ul className="card__meta reported-review__facts">
          <li>
            {t('admin:::anmeldelser::company', { name: report.company_name })}{' '}
            <Link to={companyProfilePage(report.company_slug)}>{t('admin:::anmeldelser::profile_link')}</Link>
          </li>
          <li>
            {job
              ? t('admin:::anmeldelser::job', { headline: job.headline, id: job.id })
              : t('admin:::anmeldelser::no_job')}
          </li>
        </ul>
        <div className="reported-review__reason">
          <strong>{t('admin:::anmeldelser::company_reason')}</strong>
          <blockquote>{report.reason}</blockquote>
          <p className="muted">
            {t('admin:::anmeldelser::reported_at', { date: formatUnixDateTime(report.created_at) })}
          </p>
        </div>
      </div>
      {report.state === 'open' ? (
        <ReviewDecisionButtons report={report} />
      ) : (
        <ReviewDecision report={report} />
      )}
    </Card>
  );
}
