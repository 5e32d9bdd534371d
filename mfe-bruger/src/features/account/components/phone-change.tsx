// 'Telefonnummer' on /bruger/profil: a new number gets a code by SMS and takes effect only when the
// code is typed; while a change waits, the page says so and asks for the code (issue 32).
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_LENGTH, type ProfileSettingsReply } from '@opgavetorvet/contracts';
import { Button, Card, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useAskPhoneCodeMutation, useConfirmPhoneMutation } from '../api/profile-settings-api';
import { phoneCodeForm, phoneForm } from '../lib/profile-forms';

interface PhoneChangeProps {
  phone: string;
  pending: ProfileSettingsReply['pending']['phone'];
}

export function PhoneChange({ phone, pending }: PhoneChangeProps) {
  const { t } = useTranslation();
  const [ask, asking] = useAskPhoneCodeMutation();
  const [confirm, confirming] = useConfirmPhoneMutation();
  const numberForm = useSchemaForm(phoneForm, { defaultValues: { phone: '' } });
  const codeForm = useSchemaForm(phoneCodeForm, { defaultValues: { code: '' } });
  const sendCode = numberForm.handleSubmit(async (body) => {
    if (numberForm.replied(await ask(body))) numberForm.reset();
  });
  const sendConfirm = codeForm.handleSubmit(async (body) => {
    if (codeForm.replied(await confirm(body))) codeForm.reset();
  });
  return (
    <Card className="stack" data-testid="phone-change">
      <h2 className="section-title">{t('bruger:::account::profile::phone_title')}</h2>
      <p>
        {t('bruger:::account::profile::phone_current', {
          phone: phone || t('bruger:::account::profile::missing'),
        })}
      </p>
      {pending && (
        <form className="stack" onSubmit={(event) => void sendConfirm(event)} noValidate>
          <p className="account-pending" role="status" data-testid="phone-pending">
            {t('bruger:::account::profile::phone_pending', { phone: pending.value })}
          </p>
          <TextField
            label={t('bruger:::account::profile::phone_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            {...codeForm.field('code')}
          />
          <div className="form-actions">
            <Button type="submit" busy={confirming.isLoading}>
              {t('bruger:::account::profile::phone_confirm')}
            </Button>
          </div>
        </form>
      )}
      <form className="stack" onSubmit={(event) => void sendCode(event)} noValidate>
        <TextField
          label={t('bruger:::account::profile::phone_new')}
          type="tel"
          autoComplete="tel"
          {...numberForm.field('phone')}
        />
        <div className="form-actions">
          <Button type="submit" variant={pending ? 'quiet' : undefined} busy={asking.isLoading}>
            {t('bruger:::account::profile::phone_send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
