// 'E-mail' on /bruger/profil: a new address gets a link and takes effect only when the link is
// opened; while a change waits, the page says so (issue 32). After the link, the page is opened
// with ?email=bekraeftet or ?email=ugyldigt and says which.
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, type ProfileSettingsReply } from '@opgavetorvet/contracts';
import { Button, Card, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useAskEmailLinkMutation } from '../api/profile-settings-api';
import { emailForm } from '../lib/profile-forms';

interface EmailChangeProps {
  email: string;
  pending: ProfileSettingsReply['pending']['email'];
  /** What the mailed link did, when the page was opened from it. */
  outcome: string | null;
}

export function EmailChange({ email, pending, outcome }: EmailChangeProps) {
  const { t } = useTranslation();
  const [ask, { isLoading }] = useAskEmailLinkMutation();
  const form = useSchemaForm(emailForm, { defaultValues: { email: '' } });
  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await ask(body))) form.reset();
  });
  return (
    <Card className="stack" data-testid="email-change">
      <h2 className="section-title">{t('bruger:::account::profile::email_title')}</h2>
      {outcome === 'bekraeftet' && (
        <p className="account-done" role="status">
          {t('bruger:::account::profile::email_confirmed')}
        </p>
      )}
      {outcome === 'ugyldigt' && (
        <p className="account-pending" role="status">
          {t('bruger:::account::profile::email_invalid')}
        </p>
      )}
      <p>{t('bruger:::account::profile::email_current', { email })}</p>
      {pending && (
        <p className="account-pending" role="status" data-testid="email-pending">
          {t('bruger:::account::profile::email_pending', { email: pending.value })}
        </p>
      )}
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('bruger:::account::profile::email_new')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          {...form.field('email')}
        />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('bruger:::account::profile::email_send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
