// The buttons of a won job in its state (SPEC §4): answer (yes / no / yes with changes) while
// unconfirmed, 'Afslut opgave' once confirmed, 'annulleret (afventer admin)' with 'Fortryd' while
// a cancel waits, 'Opgave afsluttet' with the price when finished; the contract while chosen; the
// SMS with the expected dates once the job is taken on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { Button, notify, useAppDispatch, notifyFromError } from '@opgavetorvet/ui';
import { useUndoCancelMutation } from '../api/job-ending-api';
import { canSendSms, hasCancelMessage, kronerFromOre, wonAction } from '../lib/won-job-view';
import { CancelMessageModal } from './cancel-message-modal';
import { ContractModal } from './contract-modal';
import { FinishJobModal } from './finish-job-modal';
import { SmsDatesModal } from './sms-dates-modal';
import { WonDecisionModal } from './won-decision-modal';

type Open = 'decision' | 'finish' | 'contract' | 'cancel_message' | 'sms' | null;

export function WonJobActions({ job }: { job: WonJobItem }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState<Open>(null);
  const [undoCancel, undoing] = useUndoCancelMutation();
  const action = wonAction(job);
  const close = () => setOpen(null);

  const undo = async () => {
    const result = await undoCancel({ contact_contact_id: job.contact_id });
    if ('error' in result) dispatch(notifyFromError(result.error));
    else dispatch(notify([{ type: 'success', note: t('firma:::vundne::cancel::undone') }]));
  };

  return (
    <div className="won-job__actions">
      {action === 'answer' && (
        <Button onClick={() => setOpen('decision')}>{t('firma:::vundne::actions::answer')}</Button>
      )}
      {action === 'finish' && (
        <Button onClick={() => setOpen('finish')}>{t('firma:::vundne::actions::finish')}</Button>
      )}
      {action === 'cancel_pending' && (
        <span className="won-job__pending">
          <span className="won-job__pending-text">{t('firma:::vundne::actions::cancel_pending')}</span>
          <Button variant="quiet" busy={undoing.isLoading} onClick={() => void undo()}>
            {t('firma:::vundne::actions::undo')}
          </Button>
        </span>
      )}
      {action === 'finished' && (
        <strong className="won-job__finished">
          {job.finished_price_ore === null
            ? t('firma:::vundne::actions::finished')
            : t('firma:::vundne::actions::finished_price', { price: kronerFromOre(job.finished_price_ore) })}
        </strong>
      )}
      {canSendSms(job) && (
        <Button variant="secondary" onClick={() => setOpen('sms')}>
          {t('firma:::vundne::actions::sms')}
        </Button>
      )}
      {hasCancelMessage(job) && (
        <Button variant="quiet" onClick={() => setOpen('cancel_message')}>
          {t('firma:::vundne::actions::cancel_message')}
        </Button>
      )}
      {job.is_winner && (
        <Button variant="secondary" onClick={() => setOpen('contract')}>
          {t('firma:::vundne::actions::contract')}
        </Button>
      )}
      {open === 'decision' && <WonDecisionModal job={job} onClose={close} />}
      {open === 'finish' && <FinishJobModal job={job} onClose={close} />}
      {open === 'contract' && <ContractModal jobId={job.job_id} onClose={close} />}
      {open === 'sms' && <SmsDatesModal job={job} onClose={close} />}
      {open === 'cancel_message' && (
        <CancelMessageModal contactId={job.contact_id} jobId={job.job_id} onClose={close} />
      )}
    </div>
  );
}
