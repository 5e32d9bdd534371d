// Block or reopen the company with a required reason (kept by the service and in the audit log),
// checked with the call's own schema (BlockCompanyBody) before sending.
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useBlockCompanyMutation } from '../api/firmaer-api';
import { REASON_MAX, blockForm } from '../lib/firmaer-forms';

export function BlockForm({
  companyId,
  blocked,
  onDone,
}: {
  companyId: number;
  blocked: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(blockForm, { defaultValues: { reason: '' }, fixed: { blocked: !blocked } });
  const [block, { isLoading }] = useBlockCompanyMutation();
  const step = blocked ? 'unblock' : 'block';

  const submit = form.handleSubmit(async (body) => {
    const result = await block({ companyId, ...body });
    if (!form.replied(result)) return;
    form.reset();
    onDone();
  });

  return (
    <form
      className="stack firmaer-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="block-form"
    >
      <h2 className="section-title">{t(`admin:::firmaer::block::title_${step}`)}</h2>
      <TextField
        multiline
        label={t('admin:::firmaer::block::reason')}
        hint={t('admin:::firmaer::block::reason_hint')}
        maxLength={REASON_MAX}
        {...form.field('reason')}
      />
      <div className="form-actions">
        <Button type="submit" variant={blocked ? 'primary' : 'secondary'} busy={isLoading}>
          {t(`admin:::firmaer::block::submit_${step}`)}
        </Button>
      </div>
    </form>
  );
}
