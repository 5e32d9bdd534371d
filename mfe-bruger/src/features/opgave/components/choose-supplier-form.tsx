// The question 'Vælg firma' asks (choose-supplier-button.tsx): what the choice does and that it
// cannot be undone, and the street address where the job is done (issue 32: only the chosen company
// sees it, prefilled from the job or the profile); then it chooses this offer's company as the
// supplier (/ajax/bruger/changejobstatus) and goes to the reply's result, the supplier-hired page
// (SPEC §4); a refusal is a notification. Loaded with the job page's other forms (job-forms.ts).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, TextField, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useJobControlQuery } from '../api/job-control-api';
import { useChooseSupplierMutation, useJobPageQuery } from '../api/job-page-api';
import { STREET_LIMIT, chooseSupplierForm } from '../../../lib/street-address-form';
import { isSitePath } from '../lib/site-path';

export interface ChooseSupplierFormProps {
  jobId: number;
  contactId: number;
  companyName: string;
  onDone: () => void;
}

export function ChooseSupplierForm({ jobId, contactId, companyName, onDone }: ChooseSupplierFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: control } = useJobControlQuery(jobId);
  const { data: page } = useJobPageQuery(jobId);
  const [choose, { isLoading }] = useChooseSupplierMutation();
  const form = useSchemaForm(chooseSupplierForm, {
    defaultValues: { street_address: control?.street_address ?? '' },
    fixed: { job_id: jobId, contact_id: contactId },
  });
  const known = control?.street_address ?? '';
  useEffect(() => {
    // The page's control may arrive after the question opened: prefill an empty box then.
    if (known && !form.getValues('street_address')) form.setValue('street_address', known);
  }, [known, form]);

  const submit = form.handleSubmit(async (body) => {
    const result = await choose({ ...body, job_id: jobId, contact_id: contactId });
    if ('error' in result) {
      if (!form.refusalAtFields(result.error)) dispatch(notifyFromError(result.error));
      onDone();
      return;
    }
    onDone();
    dispatch(notifyFromReply(result.data));
    if (isSitePath(result.data.result)) navigate(result.data.result);
  });

  return (
    <form className="stack choose-confirm" onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('bruger:::offers::choose_confirm::text', { company: companyName })}</p>
      <TextField
        label={t('bruger:::control::street::label')}
        hint={t('bruger:::control::street::hint', { zip: page?.job.zip ?? '', city: page?.job.city ?? '' })}
        autoComplete="street-address"
        maxLength={STREET_LIMIT}
        {...form.field('street_address')}
      />
      <p>
        <strong>{t('bruger:::offers::choose_confirm::undo', { company: companyName })}</strong>
      </p>
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('bruger:::offers::choose_confirm::yes', { company: companyName })}
        </Button>
        <Button variant="quiet" onClick={onDone}>
          {t('bruger:::offers::choose_confirm::no')}
        </Button>
      </div>
    </form>
  );
}
