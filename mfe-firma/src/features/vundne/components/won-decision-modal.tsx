// The won-job confirmation (SPEC §2/§4): yes → confirm_job, no → refuse_job after the confirm
// prompt 'Bekræft venligst, at du ikke har indgået nogen aftale med denne kunde' (declining it
// cancels the refusal), yes with changes → the second modal with the free-text box. The server's
// messages are notifications; a refused confirmation shows the server's text as an error.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { Button, Modal, notify, useAppDispatch, notifyFromError } from '@opgavetorvet/ui';
import { useConfirmJobMutation, useRefuseJobMutation } from '../api/won-decisions-api';
import { notesOfReply } from '../lib/reply-notes';
import { ContractChangesModal } from './contract-changes-modal';

type Step = 'choose' | 'refuse' | 'changes';

export function WonDecisionModal({ job, onClose }: { job: WonJobItem; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>('choose');
  const [confirmJob, confirming] = useConfirmJobMutation();
  const [refuseJob, refusing] = useRefuseJobMutation();
  const busy = confirming.isLoading || refusing.isLoading;

  const answer = async (call: typeof confirmJob | typeof refuseJob) => {
    const result = await call({ contact_id: job.contact_id });
    if ('error' in result) dispatch(notifyFromError(result.error));
    else dispatch(notify(notesOfReply(result.data)));
    onClose();
  };

  if (step === 'changes') {
    return (
      <ContractChangesModal contactId={job.contact_id} onBack={() => setStep('choose')} onDone={onClose} />
    );
  }
  return (
    <Modal open title={t('firma:::vundne::decision::title')} onClose={onClose} testId="decision-modal">
      {step === 'choose' ? (
        <div className="stack">
          <p>
            {t('firma:::vundne::decision::question', { customer: job.customer_name, headline: job.headline })}
          </p>
          {job.state === 'changes_proposed' && (
            <p className="muted">{t('firma:::vundne::decision::after_changes')}</p>
          )}
          <div className="form-actions">
            <Button busy={confirming.isLoading} disabled={busy} onClick={() => void answer(confirmJob)}>
              {t('firma:::vundne::decision::yes')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setStep('refuse')}>
              {t('firma:::vundne::decision::no')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setStep('changes')}>
              {t('firma:::vundne::decision::yes_with_changes')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="stack">
          <p className="decision-prompt" role="alert">
            {t('errors:::confirm_no_agreement')}
          </p>
          <div className="form-actions">
            <Button busy={refusing.isLoading} onClick={() => void answer(refuseJob)}>
              {t('firma:::vundne::decision::refuse_confirm')}
            </Button>
            <Button variant="quiet" disabled={busy} onClick={() => setStep('choose')}>
              {t('firma:::vundne::decision::refuse_cancel')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
