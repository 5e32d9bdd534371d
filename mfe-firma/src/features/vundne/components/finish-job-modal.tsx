// 'Afslut opgave' (SPEC §2/§4 the finish-job modal chain): first the outcome — the first option
// (value 2) finishes the job with its final price, any other is a reason to cancel it — then the
// price form or the cancel form. A finished job's html_reviews ('Opgave afsluttet' with the price,
// or the reviews-cancel modal of a job already rated) is shown before the modal closes.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { Button, ErrorArea, Modal } from '@opgavetorvet/ui';
import { CANCEL_OPTIONS, FINISH_OPTION } from '../lib/validate-ending';
import { CancelJobForm } from './cancel-job-form';
import { FinishPriceForm } from './finish-price-form';
import { ModalHtml } from './modal-html';

type Step = { name: 'choose' } | { name: 'finish' } | { name: 'cancel' } | { name: 'result'; html: string };

export function FinishJobModal({ job, onClose }: { job: WonJobItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [option, setOption] = useState('');
  const [error, setError] = useState<string | null>(null);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!option) {
      setError(t('errors:::fill_all_fields'));
      return;
    }
    setStep(option === FINISH_OPTION ? { name: 'finish' } : { name: 'cancel' });
  };
  const back = () => setStep({ name: 'choose' });

  return (
    <Modal
      open
      title={t('firma:::vundne::finish::title', { headline: job.headline })}
      onClose={onClose}
      testId="finish-modal"
    >
      {step.name === 'choose' && (
        <form className="stack" onSubmit={next} noValidate>
          <fieldset className="choice-list">
            <legend>{t('firma:::vundne::finish::question')}</legend>
            {[FINISH_OPTION, ...CANCEL_OPTIONS].map((value) => (
              <label key={value} className="checkbox">
                <input
                  type="radio"
                  name="optionselect"
                  value={value}
                  checked={option === value}
                  onChange={() => {
                    setOption(value);
                    setError(null);
                  }}
                />
                {t(`firma:::vundne::finish::options::${value}`)}
              </label>
            ))}
          </fieldset>
          <ErrorArea message={error} />
          <div className="form-actions">
            <Button type="submit">{t('firma:::vundne::finish::next')}</Button>
            <Button variant="quiet" onClick={onClose}>
              {t('firma:::vundne::finish::close')}
            </Button>
          </div>
        </form>
      )}
      {step.name === 'finish' && (
        <FinishPriceForm
          jobId={job.job_id}
          onBack={back}
          onFinished={(html) => setStep({ name: 'result', html })}
        />
      )}
      {step.name === 'cancel' && (
        <CancelJobForm jobId={job.job_id} option={option} onBack={back} onSent={onClose} />
      )}
      {step.name === 'result' && (
        <div className="stack">
          <ModalHtml html={step.html} testId="finish-result" onDismiss={onClose} />
          <div className="form-actions">
            <Button onClick={onClose}>{t('firma:::vundne::finish::ok')}</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
