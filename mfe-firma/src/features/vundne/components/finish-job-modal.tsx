// 'Afslut opgave' (SPEC §2/§4 the finish-job modal chain): first the outcome — the first option
// (value 2) finishes the job with its final price, any other is a reason to cancel it — then the
// price form or the cancel form. A job the customer has already rated shows the reviews-cancel modal
// in place of the price form, before a price is typed (SPEC §4). A finished job's html_reviews
// ('Opgave afsluttet' with the price, or that modal if the rating came meanwhile) is shown before
// the modal closes. The outcome
// is the cancel call's optionselect, checked with its schema (lib/ending-forms.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { Button, ErrorArea, Modal } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { CANCEL_OPTIONS, FINISH_OPTION, choiceForm } from '../lib/ending-forms';
import { CancelJobForm } from './cancel-job-form';
import { FinishPriceForm } from './finish-price-form';
import { ModalHtml } from './modal-html';
import { ReviewsCancelStep } from './reviews-cancel-step';

type Step = { name: 'choose' } | { name: 'finish' } | { name: 'cancel' } | { name: 'result'; html: string };

export function FinishJobModal({ job, onClose }: { job: WonJobItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [option, setOption] = useState('');
  const form = useSchemaForm(choiceForm, {
    defaultValues: { optionselect: '' },
    fixed: { job_id: job.job_id },
  });

  const next = form.handleSubmit(({ optionselect = '' }) => {
    setOption(optionselect);
    setStep(optionselect === FINISH_OPTION ? { name: 'finish' } : { name: 'cancel' });
  });
  const back = () => setStep({ name: 'choose' });

  return (
    <Modal
      open
      title={t('firma:::vundne::finish::title', { headline: job.headline })}
      onClose={onClose}
      testId="finish-modal"
    >
      {step.name === 'choose' && (
        <form className="stack" onSubmit={(event) => void next(event)} noValidate>
          <fieldset className="choice-list">
            <legend>{t('firma:::vundne::finish::question')}</legend>
            {[FINISH_OPTION, ...CANCEL_OPTIONS].map((value) => (
              <label key={value} className="checkbox">
                <input type="radio" value={value} {...form.register('optionselect')} />
                {t(`firma:::vundne::finish::options::${value}`)}
              </label>
            ))}
          </fieldset>
          <ErrorArea message={form.errorAt('optionselect')} />
          <div className="form-actions">
            <Button type="submit">{t('firma:::vundne::finish::next')}</Button>
            <Button variant="quiet" onClick={onClose}>
              {t('firma:::vundne::finish::close')}
            </Button>
          </div>
        </form>
      )}
      {step.name === 'finish' &&
        (job.rated ? (
          <ReviewsCancelStep jobId={job.job_id} onClose={onClose} />
        ) : (
          <FinishPriceForm
            jobId={job.job_id}
            appointmentAt={job.appointment_at}
            onBack={back}
            onFinished={(html) => setStep({ name: 'result', html })}
          />
        ))}
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
