// Credit a bank transfer by hand: whole kroner and a required note, checked with the call's own
// schema (ManualCreditBody) before sending and again by the service; the reply is a notification,
// the page reads the company again.
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useCreditCompanyMutation } from '../api/firmaer-api';
import { NOTE_MAX, creditForm } from '../lib/firmaer-forms';

export function CreditForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(creditForm, { defaultValues: { amount: '', note: '' } });
  const [credit, { isLoading }] = useCreditCompanyMutation();

  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await credit({ companyId, ...body }))) {
      form.reset();
      onDone();
    }
  });

  return (
    <form
      className="stack firmaer-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="credit-form"
    >
      <h2 className="section-title">{t('admin:::firmaer::credit::title')}</h2>
      <TextField label={t('admin:::firmaer::credit::amount')} inputMode="numeric" {...form.field('amount')} />
      <TextField
        multiline
        label={t('admin:::firmaer::credit::note')}
        hint={t('admin:::firmaer::credit::note_hint')}
        maxLength={NOTE_MAX}
        {...form.field('note')}
      />
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('admin:::firmaer::credit::submit')}
        </Button>
      </div>
    </form>
  );
}
