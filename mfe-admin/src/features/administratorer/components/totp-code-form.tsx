// The second step of an administrator's login (issue 33): the 6-digit code the authenticator app
// shows now, or one of the recovery codes. A wrong or used code is shown at the field; a right one
// logs the administrator in and the page goes on (to the reply's `next`).
import { useTranslation } from 'react-i18next';
import type { TotpVerifyReply } from '@opgavetorvet/contracts';
import { Button, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useVerifyTotpMutation } from '../api/admin-accounts-api';
import { codeForm } from '../lib/admin-accounts-forms';

export function TotpCodeForm({ onLoggedIn }: { onLoggedIn: (reply: TotpVerifyReply) => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(codeForm, { defaultValues: { code: '' } });
  const [verify, { isLoading }] = useVerifyTotpMutation();

  const submit = form.handleSubmit(async (body) => {
    const result = await verify(body);
    if (!form.replied(result) || !result.data) return;
    onLoggedIn(result.data);
  });

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="totp-code-form">
      <h1 className="page-title">{t('admin:::totp::title_verify')}</h1>
      <p className="muted">{t('admin:::totp::lead_verify')}</p>
      <TextField
        label={t('admin:::totp::verify_label')}
        autoComplete="one-time-code"
        autoFocus
        {...form.field('code')}
      />
      <div className="form-actions">
        <Button type="submit" busy={isLoading} data-testid="totp-code-submit">
          {t('admin:::totp::verify')}
        </Button>
      </div>
    </form>
  );
}
