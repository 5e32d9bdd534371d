// One cancellation request: the job, the company asking, the customer, the reason (with its
// category and whether the customer wants a new company) and the date,
// with the administrator's two answers 'Godkend' and 'Afvis' (each asks for a reason).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationItem } from '@opgavetorvet/contracts';
import { Badge, Button, Card, formatUnixDate } from '@opgavetorvet/ui';
import { CancellationFacts } from './cancellation-facts';
import { DecisionModal, type Decision } from './decision-modal';

export function CancellationCard({ item }: { item: CancellationItem }) {
  const { t, i18n } = useTranslation();
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <Card className="cancellation-card" data-testid="cancellation" data-job-id={item.job_id}>
      <div className="job-card__head">
        <h2 className="card__title">{item.headline}</h2>
        <Badge tone="warning">{t('admin:::cancellations::pending')}</Badge>
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
      <div className="form-actions">
        <Button onClick={() => setDecision('approve')}>{t('admin:::cancellations::approve')}</Button>
        <Button variant="secondary" onClick={() => setDecision('reject')}>
          {t('admin:::cancellations::reject')}
        </Button>
      </div>
      {decision && <DecisionModal item={item} decision={decision} onClose={() => setDecision(null)} />}
    </Card>
  );
}
