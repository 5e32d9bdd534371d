// 'Træk opgaven tilbage' (issue 32): why (no longer needed, solved another way, too expensive, or
// 'Andet' with her own words); the job leaves the companies' lists, those with an offer are told,
// and she can open it again within 30 days.
import { useTranslation } from 'react-i18next';
import { WITHDRAW_REASONS } from '@opgavetorvet/contracts';
import { Button, Modal, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useWithdrawJobMutation } from '../api/job-control-api';
import { WITHDRAW_TEXT_LIMIT, withdrawForm } from '../lib/job-control-forms';

export function WithdrawJobModal({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(withdrawForm, { defaultValues: { reason: 'no_longer_needed', text: '' } });
  const [withdraw, { isLoading }] = useWithdrawJobMutation();
  const other = form.watch('reason') === 'other';
  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await withdraw({ ...body, job_id: jobId }))) onClose();
  });
  return (
    <Modal open title={t('bruger:::control::withdraw::title')} onClose={onClose} testId="withdraw-job-modal">
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('bruger:::control::withdraw::lead')}</p>
        <fieldset className="attribute-field">
          <legend className="field__label">{t('bruger:::control::withdraw::reason')}</legend>
          <div className="stack stack--tight">
            {WITHDRAW_REASONS.map((reason) => (
              <label key={reason} className="checkbox">
                <input type="radio" value={reason} {...form.register('reason')} />
                {t(`bruger:::control::withdraw::reasons::${reason}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {other && (
          <TextField
            multiline
            label={t('bruger:::control::withdraw::text')}
            maxLength={WITHDRAW_TEXT_LIMIT}
            {...form.field('text')}
          />
        )}
        <div className="form-actions">
          <Button type="submit" busy={isLoading} data-testid="withdraw-job-confirm">
            {t('bruger:::control::withdraw::confirm')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('bruger:::control::withdraw::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
