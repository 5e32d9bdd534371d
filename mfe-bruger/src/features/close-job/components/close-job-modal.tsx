// The 'lukopgave' modal on the job page: what closing means, and which of the standing offers'
// companies the customer agreed with; 'Fortsæt' starts the close-job flow (its cookie) and goes
// to /bruger/lukopgave/{job_id}?contact_id= for that company.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JobPageContact } from '@opgavetorvet/contracts';
import { Button, Modal, formatAmount } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { startCloseJobFlow } from '../lib/close-job-flow';
import { LukopgaveExplanation } from './lukopgave-explanation';
import './close-job.css';

interface CloseJobModalProps {
  jobId: number;
  offers: JobPageContact[];
  onClose: () => void;
}

export function CloseJobModal({ jobId, offers, onClose }: CloseJobModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useId();
  const [contactId, setContactId] = useState<number | null>(
    offers.length === 1 ? offers[0].contact_id : null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (contactId === null) return;
    startCloseJobFlow(jobId);
    navigate(paths.lukopgave(jobId, contactId));
  };

  return (
    <Modal open title={t('bruger:::close_job::modal_title')} onClose={onClose} testId="lukopgave-modal">
      <form className="stack" onSubmit={submit}>
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
          </div>
        </fieldset>
        <div className="form-actions">
          <Button type="submit" disabled={contactId === null}>
            {t('bruger:::close_job::continue')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('bruger:::close_job::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
