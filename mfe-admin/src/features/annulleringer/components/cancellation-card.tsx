// One cancellation request: the job, the company asking, the customer, the reason (with its
// category and whether the customer wants a new company) and the date,
// with the administrator's two answers 'Godkend' and 'Afvis' (each asks for a reason).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationItem } from '@opgavetorvet/contracts';
import { Badge, Button } from '@opgavetorvet/ui';
import { CancellationCardFrame } from './cancellation-card-frame';
import { DecisionModal, type Decision } from './decision-modal';

export function CancellationCard({ item }: { item: CancellationItem }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <CancellationCardFrame
      item={item}
      testId="cancellation"
      badge={<Badge tone="warning">{t('admin:::cancellations::pending')}</Badge>}
    >
      <div className="form-actions">
        <Button onClick={() => setDecision('approve')}>{t('admin:::cancellations::approve')}</Button>
        <Button variant="secondary" onClick={() => setDecision('reject')}>
          {t('admin:::cancellations::reject')}
        </Button>
      </div>
      {decision && <DecisionModal item={item} decision={decision} onClose={() => setDecision(null)} />}
    </CancellationCardFrame>
  );
}
