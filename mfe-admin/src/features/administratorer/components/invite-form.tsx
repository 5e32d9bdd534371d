// Invite an administrator (issue 33): name and e-mail, checked with the call's schema; the service
// mails a one-time link to choose a password, and the first login sets up the second factor.
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useInviteAdminMutation } from '../api/admin-accounts-api';
import { inviteForm } from '../lib/admin-accounts-forms';

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(inviteForm, { defaultValues: { name: '', email: '' } });
  const [invite, { isLoading }] = useInviteAdminMutation();

  const submit = form.handleSubmit(async (body) => {
    const result = await invite(body);
    if (!form.replied(result)) return;
    form.reset();
    onInvited();
  });

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="invite-form">
      <h2 className="section-title">{t('admin:::administratorer::invite_title')}</h2>
      <TextField
        label={t('admin:::administratorer::name_label')}
        autoComplete="off"
        {...form.field('name')}
      />
      <TextField
        label={t('admin:::administratorer::email_label')}
        type="email"
        autoComplete="off"
        {...form.field('email')}
      />
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('admin:::administratorer::invite')}
        </Button>
      </div>
    </form>
  );
}
