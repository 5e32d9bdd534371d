// The 'lukopgave' modal on the job page: what closing means, and which of the standing offers'
// companies the customer agreed with; 'Fortsæt' starts the close-job flow (its cookie) and goes
// to /bruger/lukopgave/{job_id}?contact_id= for that company. Beside them "Jeg har ikke længere brug
// for opgaven" withdraws the job (reason no_longer_needed, issue 32): the bidders are told.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JobPageContact } from '@opgavetorvet/contracts';
import {
  Button,
  Modal,
  formatAmount,
  notifyFromError,
  notifyFromReply,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useNoLongerNeededMutation } from '../api/close-job-api';
import { startCloseJobFlow } from '../lib/close-job-flow';
import { LukopgaveExplanation } from './lukopgave-explanation';
import './close-job.css';

/** The option beside the companies: the job is no longer needed, so it is withdrawn. */
const NO_LONGER_NEEDED = 'no_longer_needed';

interface CloseJobModalProps {
  jobId: number;
  offers: JobPageContact[];
  onClose: () => void;
}

export function CloseJobModal({ jobId, offers, onClose }: CloseJobModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const name = useId();
  const [contactId, setContactId] = useState<number | typeof NO_LONGER_NEEDED | null>(
    offers.length === 1 ? offers[0].contact_id : null,
  );
  const [withdraw, { isLoading }] = useNoLongerNeededMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (contactId === null) return;
    if (contactId === NO_LONGER_NEEDED) {
      const result = await withdraw(jobId);
      if ('error' in result) dispatch(notifyFromError(result.error));
      else dispatch(notifyFromReply(result.data));
      onClose();
      return;
    }
    startCloseJobFlow(jobId);
    navigate(paths.lukopgave(jobId, contactId));
  };

  return (
    <Modal open title={t('bruger:::close_job::modal_title')} onClose={onClose} testId="lukopgave-modal">
      <form className="stack" onSubmit={(event) => void submit(event)}>
        <p>{t('bruger:::close_job::modal_lead')}</p>
        <LukopgaveExplanation />
        <fieldset className="attribute-field">
          <legend className="field__label">{t('bruger:::close_job::choose')}</legend>
          <div className="stack stack--tight">
            {offers.map((offer) => (
              <label key={offer.contact_id} className="checkbox">
                <input
                  type="radio"
                  name={name}
                  value={offer.contact_id}
                  checked={contactId === offer.contact_id}
                  onChange={() => setContactId(offer.contact_id)}
                />
                {t('bruger:::close_job::option', {
                  company: offer.company.name,
                  amount: formatAmount(offer.bid?.amount ?? 0),
                })}
              </label>
            ))}
            <label className="checkbox">
              <input
                type="radio"
                name={name}
                value={NO_LONGER_NEEDED}
                checked={contactId === NO_LONGER_NEEDED}
                onChange={() => setContactId(NO_LONGER_NEEDED)}
                data-testid="lukopgave-no-longer-needed"
              />
              {t('bruger:::close_job::no_longer_needed')}
            </label>
          </div>
        </fieldset>
        <div className="form-actions">
          <Button type="submit" disabled={contactId === null} busy={isLoading}>
            {contactId === NO_LONGER_NEEDED
              ? t('bruger:::close_job::withdraw_confirm')
              : t('bruger:::close_job::continue')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('bruger:::close_job::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
