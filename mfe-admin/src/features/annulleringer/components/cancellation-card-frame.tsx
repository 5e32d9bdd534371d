// What a cancellation request's card shows whether it waits or was decided: the job, the company
// asking, the customer, the date, the reason with its category and whether the customer wants a
// new company; the badge and what follows (the answers, or the decision) are the card's own.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationItem } from '@opgavetorvet/contracts';
import { Card, formatUnixDate } from '@opgavetorvet/ui';
import { CancellationFacts } from './cancellation-facts';

type CancellationRequest = Pick<
  CancellationItem,
  | 'job_id'
  | 'headline'
  | 'company_name'
  | 'user_name'
  | 'created_at'
  | 'option_select'
  | 'option_new_one'
  | 'appointment_at'
  | 'text'
>;

interface CancellationCardFrameProps {
  item: CancellationRequest;
  testId: string;
  badge: ReactNode;
  children: ReactNode;
}

export function CancellationCardFrame({ item, testId, badge, children }: CancellationCardFrameProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="cancellation-card" data-testid={testId} data-job-id={item.job_id}>
      <div className="job-card__head">
        <h2 className="card__title">{item.headline}</h2>
        {badge}
      </div>
      <ul className="card__meta">
        <li>{t('admin:::cancellations::job_id', { id: item.job_id })}</li>
        <li>{t('admin:::cancellations::company', { name: item.company_name })}</li>
        <li>{t('admin:::cancellations::customer', { name: item.user_name })}</li>
        <li>
          {t('admin:::cancellations::requested', { date: formatUnixDate(item.created_at, i18n.language) })}
        </li>
      </ul>
      <CancellationFacts
        optionSelect={item.option_select}
        optionNewOne={item.option_new_one}
        appointmentAt={item.appointment_at}
      />
      <blockquote className="cancellation-card__reason">
        <span className="visually-hidden">{t('admin:::cancellations::reason')}</span>
        {item.text}
      </blockquote>
      {children}
    </Card>
  );
}
