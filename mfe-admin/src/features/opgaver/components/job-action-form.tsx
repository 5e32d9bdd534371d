// Close and remove the job, or open it again, with a required reason (checked with the call's own
// schema before sending) that the customer and every company with an offer or chosen are told by
// mail. 'Annullér' empties the reason; a done change reads the job again.
import { useTranslation } from 'react-i18next';
import { Card } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { ReasonForm } from '../../../components/reason-form';
import { useChangeAdminJobMutation, type AdminJobAction } from '../api/opgaver-api';
import { ACTION_REASON_MAX, actionForm } from '../lib/action-form';

const STEP: Record<AdminJobAction, 'remove' | 'restore'> = { fjern: 'remove', genaabn: 'restore' };

export function JobActionForm({
  jobId,
  action,
  onDone,
}: {
  jobId: number;
  action: AdminJobAction;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(actionForm, { defaultValues: { reason: '' } });
  const [change, { isLoading }] = useChangeAdminJobMutation();
  const step = STEP[action];

  const submit = form.handleSubmit(async (body) => {
    const result = await change({ jobId, action, ...body });
    if (!form.replied(result)) return;
    form.reset();
    onDone();
  });

  return (
    <Card className="stack" data-testid={`opgave-${step}`}>
      <h2 className="section-title">{t(`admin:::opgaver::${step}::title`)}</h2>
      <ReasonForm
        lead={t(`admin:::opgaver::${step}::lead`)}
        label={t(`admin:::opgaver::${step}::reason`)}
        hint={t(`admin:::opgaver::${step}::reason_hint`)}
        maxLength={ACTION_REASON_MAX}
        field={form.field('reason')}
        submitLabel={t(`admin:::opgaver::${step}::submit`)}
        cancelLabel={t(`admin:::opgaver::${step}::cancel`)}
        busy={isLoading}
        onSubmit={(event) => void submit(event)}
        onCancel={() => form.reset()}
      />
    </Card>
  );
}
