// Setting up the second factor (issue 33): a new secret from the service, shown as a QR code with
// the key and the otpauth:// address as text (for an app on the same device), then the first code
// from the app confirms it and the recovery codes are shown once. An invited administrator sees
// this right after the first password; the demo administrator may open it from the nav.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpConfirmReply } from '@opgavetorvet/contracts';
import { Button, TextField, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useConfirmTotpMutation, useNewTotpSecretMutation } from '../api/admin-accounts-api';
import { codeForm } from '../lib/admin-accounts-forms';
import { RecoveryCodeList } from './recovery-code-list';

export function TotpSetup({ onConfirmed }: { onConfirmed?: (reply: TotpConfirmReply) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [makeSecret, made] = useNewTotpSecretMutation();
  const [confirm, { isLoading }] = useConfirmTotpMutation();
  const [confirmed, setConfirmed] = useState<TotpConfirmReply | null>(null);
  const form = useSchemaForm(codeForm, { defaultValues: { code: '' } });

  const start = async () => {
    const result = await makeSecret();
    if ('error' in result) dispatch(notifyFromError(result.error));
  };
  const submit = form.handleSubmit(async (body) => {
    const result = await confirm(body);
    if (!form.replied(result) || !result.data) return;
    setConfirmed(result.data);
    onConfirmed?.(result.data);
  });

  if (confirmed) return <RecoveryCodeList codes={confirmed.recovery_codes} next={confirmed.next} />;
  const secret = made.data;
  return (
    <div className="stack" data-testid="totp-setup">
      <h1 className="page-title">{t('admin:::totp::title_setup')}</h1>
      <p className="muted">{t('admin:::totp::lead_setup')}</p>
      {!secret ? (
        <div className="form-actions">
          <Button onClick={() => void start()} busy={made.isLoading} data-testid="totp-start">
            {t('admin:::totp::start')}
          </Button>
        </div>
      ) : (
        <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
          <p>{t('admin:::totp::scan')}</p>
          <img className="totp-qr" src={secret.qr} alt={t('admin:::totp::qr_alt')} width={200} height={200} />
          <dl className="totp-secret">
            <dt>{t('admin:::totp::secret_label')}</dt>
            <dd>
              <code data-testid="totp-secret">{secret.secret}</code>
            </dd>
            <dt>{t('admin:::totp::uri_label')}</dt>
            <dd>
              <a href={secret.uri} data-testid="totp-uri">
                {secret.uri}
              </a>
            </dd>
          </dl>
          <TextField
            label={t('admin:::totp::code_label')}
            autoComplete="one-time-code"
            inputMode="numeric"
            {...form.field('code')}
          />
          <div className="form-actions">
            <Button type="submit" busy={isLoading} data-testid="totp-confirm">
              {t('admin:::totp::confirm')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
