// Block or reopen the customer with a required reason (sent to the customer by mail and kept in the
// audit log): a button opens the shared reason form, checked with the call's own schema
// (BlockCustomerBody) before sending; the page reads the customer again when it is done.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { ReasonForm } from '../../../components/reason-form';
import { useBlockCustomerMutation } from '../api/kunder-api';
import { CUSTOMER_REASON_MAX, customerBlockForm } from '../lib/block-form';

export function CustomerBlock({
  userId,
  blocked,
  onDone,
}: {
  userId: number;
  blocked: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const form = useSchemaForm(customerBlockForm, {
    defaultValues: { reason: '' },
    fixed: { blocked: !blocked },
  });
  const [block, { isLoading }] = useBlockCustomerMutation();
  const step = blocked ? 'unblock' : 'block';

  const submit = form.handleSubmit(async (body) => {
    if (!form.replied(await block({ userId, ...body }))) return;
    form.reset();
    setAsking(false);
    onDone();
  });

  return (
    <div className="stack" data-testid="kunde-block">
      <h2 className="section-title">{t(`admin:::kunder::block::title_${step}`)}</h2>
      {!asking && (
        <p>
          <Button variant={blocked ? 'primary' : 'secondary'} onClick={() => setAsking(true)}>
            {t(`admin:::kunder::block::submit_${step}`)}
          </Button>
        </p>
      )}
      {asking && (
        <ReasonForm
          lead={t(`admin:::kunder::block::lead_${step}`)}
          label={t('admin:::kunder::block::reason')}
          hint={t('admin:::kunder::block::reason_hint')}
          maxLength={CUSTOMER_REASON_MAX}
          field={form.field('reason')}
          submitLabel={t(`admin:::kunder::block::submit_${step}`)}
          cancelLabel={t('admin:::kunder::block::cancel')}
          busy={isLoading}
          onSubmit={(event) => void submit(event)}
          onCancel={() => {
            form.reset();
            setAsking(false);
          }}
        />
      )}
    </div>
  );
}
