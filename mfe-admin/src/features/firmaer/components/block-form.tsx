// Block or reopen the company with a required reason (kept by the service and in the audit log).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useBlockCompanyMutation } from '../api/firmaer-api';

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
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [block, { isLoading }] = useBlockCompanyMutation();
  const step = blocked ? 'unblock' : 'block';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('errors:::block_reason'));
      return;
    }
    setError(null);
    const result = await block({ companyId, blocked: !blocked, reason: reason.trim() });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notifyFromReply(result.data));
    setReason('');
    onDone();
  };

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
        value={reason}
        maxLength={500}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" variant={blocked ? 'primary' : 'secondary'} busy={isLoading}>
          {t(`admin:::firmaer::block::submit_${step}`)}
        </Button>
      </div>
    </form>
  );
}
