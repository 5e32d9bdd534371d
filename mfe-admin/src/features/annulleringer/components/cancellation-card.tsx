// One cancellation request: the job, the company asking, the customer, the reason (with its
// category and whether the customer wants a new company) and the date,
// with the administrator's two answers 'Godkend' and 'Afvis' (each asks for a reason in a dialog
// loaded when first opened: its form validation is no part of the page's first load).
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationItem } from '@opgavetorvet/contracts';
import { Badge, Button } from '@opgavetorvet/ui';
import { CancellationCardFrame } from './cancellation-card-frame';
import type { Decision } from './decision-modal';

const DecisionModal = lazy(() =>
  import(/* webpackChunkName: "decision-modal" */ './decision-modal').then((module) => ({
    default: module.DecisionModal,
  })),
);

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
      {decision && (
        <Suspense fallback={null}>
          <DecisionModal item={item} decision={decision} onClose={() => setDecision(null)} />
        </Suspense>
      )}
    </CancellationCardFrame>
  );
}
