// The administrator's decision on one cancellation request: a required reason, then approve or
// reject, checked with the call's schema (lib/decision-form.ts: an empty reason is told
// errors:::field_empty before sending); the server's message is a notification, or a refusal of the
// reason is shown at it. Loaded when a decision is asked for (it brings the form's validation). Approving a request that says the customer wants
// a new company says beforehand that the job goes out for offers again.
import { useTranslation } from 'react-i18next';
import type { CancellationDecisionBody, CancellationItem } from '@opgavetorvet/contracts';
import { Modal } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { ReasonForm } from '../../../components/reason-form';
import { useDecideCancellationMutation } from '../api/decide-cancellation-api';
import { REASON_MAX, decisionForm } from '../lib/decision-form';

export type Decision = CancellationDecisionBody['decision'];

interface DecisionModalProps {
  item: CancellationItem;
  decision: Decision;
  onClose: () => void;
}

export function DecisionModal({ item, decision, onClose }: DecisionModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(decisionForm, { defaultValues: { reason: '' }, fixed: { decision } });
  const [decide, { isLoading }] = useDecideCancellationMutation();

  const submit = form.handleSubmit(async (body) => {
    const result = await decide({ cancellationId: item.cancellation_id, ...body });
    if (!form.replied(result)) return;
    onClose();
  });

  return (
    <Modal
      open
      title={t(`admin:::decision::title_${decision}`, { id: item.job_id })}
      onClose={onClose}
      testId="decision-modal"
    >
      <ReasonForm
        lead={t(
          // Approving a request that says the customer wants a new company puts the job out again.
          decision === 'approve' && item.option_new_one
            ? 'admin:::decision::lead_approve_new_one'
            : `admin:::decision::lead_${decision}`,
          { company: item.company_name, headline: item.headline },
        )}
        label={t('admin:::decision::reason')}
        hint={t('admin:::decision::reason_hint')}
        maxLength={REASON_MAX}
        field={form.field('reason')}
        submitLabel={t(`admin:::decision::submit_${decision}`)}
        cancelLabel={t('admin:::decision::cancel')}
        busy={isLoading}
        onSubmit={(event) => void submit(event)}
        onCancel={onClose}
      />
    </Modal>
  );
}
