// 'Ret opgaven' (issue 32): the headline and description of a job without offers, checked with the
// call's schema; after the first offer the service refuses it (its Danish text is shown) and the
// page offers an addition instead.
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useEditJobMutation } from '../api/job-control-api';
import { DESCRIPTION_MAX, HEADLINE_MAX, editJobForm } from '../lib/job-control-forms';

interface JobEditModalProps {
  job: { job_id: number; headline: string; description: string };
  onClose: () => void;
}

export function JobEditModal({ job, onClose }: JobEditModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(editJobForm, {
    defaultValues: { headline: job.headline, description: job.description },
  });
  const [edit, { isLoading }] = useEditJobMutation();
  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await edit({ ...body, job_id: job.job_id }))) onClose();
  });
  return (
    <Modal open title={t('bruger:::control::edit::title')} onClose={onClose} testId="job-edit-modal">
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">{t('bruger:::control::edit::lead')}</p>
        <TextField
          label={t('bruger:::control::edit::headline')}
          maxLength={HEADLINE_MAX}
          {...form.field('headline')}
        />
        <TextField
          multiline
          rows={6}
          label={t('bruger:::control::edit::description')}
          maxLength={DESCRIPTION_MAX}
          {...form.field('description')}
        />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('bruger:::control::edit::save')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('bruger:::control::edit::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
