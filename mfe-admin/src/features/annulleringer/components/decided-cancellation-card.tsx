// A decided cancellation request: the job, the company and the customer, the company's reason
// and category, and the decision — approved or rejected, by whom, when and why.
import { useTranslation } from 'react-i18next';
import type { DecidedCancellationItem } from '@opgavetorvet/contracts';
import { Badge, Card, formatUnixDate } from '@opgavetorvet/ui';
import { formatUnixDateTime } from '../../../lib/format-date-time';
import { CancellationFacts } from './cancellation-facts';

export function DecidedCancellationCard({ item }: { item: DecidedCancellationItem }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="cancellation-card" data-testid="decided-cancellation" data-job-id={item.job_id}>
      <div className="job-card__head">
        <h2 className="card__title">{item.headline}</h2>
        <Badge tone={item.status === 'approved' ? 'success' : 'danger'}>
          {t(`admin:::cancellations::decided_${item.status}`)}
        </Badge>
      </div>
      <ul className="card__meta">
        <li>{t('admin:::cancellations::job_id', { id: item.job_id })}</li>
        <li>{t('admin:::cancellations::company', { name: item.company_name })}</li>
        <li>{t('admin:::cancellations::customer', { name: item.user_name })}</li>
        <li>
          {t('admin:::cancellations::requested', { date: formatUnixDate(item.created_at, i18n.language) })}
        </li>
      </ul>
      <CancellationFacts optionSelect={item.option_select} optionNewOne={item.option_new_one} />
      <blockquote className="cancellation-card__reason">
        <span className="visually-hidden">{t('admin:::cancellations::reason')}</span>
        {item.text}
      </blockquote>
      <div className="cancellation-card__decision">
        <p className="cancellation-card__decided">
          {t('admin:::cancellations::decided_by', {
            name: item.decided_by || t('admin:::cancellations::unknown_admin'),
            date: formatUnixDateTime(item.decided_at, i18n.language),
          })}
        </p>
        <p>
          <strong>{t('admin:::cancellations::decision_reason')}</strong> {item.decision_reason}
        </p>
      </div>
    </Card>
  );
}
