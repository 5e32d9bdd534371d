// The last step of finishing a job (issue 10): says the final price and what cannot be undone
// (the job closes, the price stays, the customer is told and may review), and only 'Ja, afslut
// opgaven' sends it; 'Ret prisen' goes back to the form with the price kept.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@opgavetorvet/ui';

interface FinishConfirmStepProps {
  price: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

export function FinishConfirmStep({ price, busy, onConfirm, onBack }: FinishConfirmStepProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="stack" data-testid="finish-confirm">
      <h3 ref={heading} tabIndex={-1}>
        {t('firma:::vundne::finish::confirm::question', { price })}
      </h3>
      <p>{t('firma:::vundne::finish::confirm::final')}</p>
      <div className="form-actions">
        <Button busy={busy} onClick={onConfirm}>
          {t('firma:::vundne::finish::confirm::yes')}
        </Button>
        <Button variant="quiet" onClick={onBack}>
          {t('firma:::vundne::finish::confirm::back')}
        </Button>
      </div>
    </div>
  );
}
