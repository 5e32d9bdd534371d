// The close-job page's confirmation: the street address where the job is done (issue 32: only the
// chosen company sees it; prefilled from the job or the profile, saved to a profile without one),
// then 'Luk opgaven og vælg {company}' chooses the company (/ajax/bruger/changejobstatus).
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeJobStatusReply } from '@opgavetorvet/contracts';
import { Button, TextField, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { STREET_LIMIT, chooseSupplierForm } from '../../../lib/street-address-form';
import { useCloseJobMutation, useControlOfJobToCloseQuery } from '../api/close-job-api';

interface CloseJobConfirmProps {
  job: { job_id: number; zip: string; city: string };
  contactId: number;
  companyName: string;
  done: boolean;
  onChosen: (reply: ChangeJobStatusReply) => void;
  /** More buttons beside the confirmation. */
  actions: ReactNode;
}

export function CloseJobConfirm({
  job,
  contactId,
  companyName,
  done,
  onChosen,
  actions,
}: CloseJobConfirmProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: control } = useControlOfJobToCloseQuery(job.job_id);
  const [closeJob, { isLoading }] = useCloseJobMutation();
  const form = useSchemaForm(chooseSupplierForm, {
    defaultValues: { street_address: control?.street_address ?? '' },
    fixed: { job_id: job.job_id, contact_id: contactId },
  });
  const known = control?.street_address ?? '';
  useEffect(() => {
    if (known && !form.getValues('street_address')) form.setValue('street_address', known);
  }, [known, form]);

  const submit = form.handleSubmit(async (body) => {
    const result = await closeJob({ ...body, job_id: job.job_id, contact_id: contactId });
    if ('error' in result) {
      if (!form.refusalAtFields(result.error)) dispatch(notifyFromError(result.error));
      return;
    }
    onChosen(result.data);
  });

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('bruger:::control::street::label')}
        hint={t('bruger:::control::street::hint', { zip: job.zip, city: job.city })}
        autoComplete="street-address"
        maxLength={STREET_LIMIT}
        {...form.field('street_address')}
      />
      <div className="form-actions">
        <Button
          type="submit"
          className="close-job__wrap"
          busy={isLoading}
          disabled={done}
          data-testid="lukopgave-confirm"
        >
          {t('bruger:::close_job::confirm', { company: companyName })}
        </Button>
        {actions}
      </div>
    </form>
  );
}
