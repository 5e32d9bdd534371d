// The administrator's decision on one cancellation request: a required reason, then approve or
// reject. An empty reason is refused before sending (errors:::field_empty); the server's message
// (success or refusal) is shown as a notification. Approving a request that says the customer wants
// a new company says beforehand that the job goes out for offers again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationDecisionBody, CancellationItem } from '@opgavetorvet/contracts';
import { Button, Modal, TextField, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useDecideCancellationMutation } from '../api/decide-cancellation-api';

export type Decision = CancellationDecisionBody['decision'];

interface DecisionModalProps {
  item: CancellationItem;
  decision: Decision;
  onClose: () => void;
}

export function DecisionModal({ item, decision, onClose }: DecisionModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decide, { isLoading }] = useDecideCancellationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(t('errors:::field_empty'));
      return;
    }
    const result = await decide({ cancellationId: item.cancellation_id, decision, reason: text });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notifyFromReply(result.data));
    onClose();
  };

  return (
    <Modal
      open
      title={t(`admin:::decision::title_${decision}`, { id: item.job_id })}
      onClose={onClose}
      testId="decision-modal"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted">
          {t(
            // Approving a request that says the customer wants a new company puts the job out again.
            decision === 'approve' && item.option_new_one
              ? 'admin:::decision::lead_approve_new_one'
              : `admin:::decision::lead_${decision}`,
            { company: item.company_name, headline: item.headline },
          )}
        </p>
        <TextField
          multiline
          label={t('admin:::decision::reason')}
          hint={t('admin:::decision::reason_hint')}
          value={reason}
          maxLength={2000}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
        />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t(`admin:::decision::submit_${decision}`)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('admin:::decision::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
