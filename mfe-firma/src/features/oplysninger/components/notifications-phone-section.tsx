// The phone that gets the company's SMS notifications (/ajax/firma/notifications_phone): a Danish
// number of 8 digits ('+45' and spaces allowed) checked with the call's schema before sending, in
// the service's own text ('Indtast venligst et gyldigt telefonnummer', lib/notify-phone.ts); 'Fjern nummer' sends '' so the account's phone is
// used again. The reply's message is the notification; the settings are read again.
import { useTranslation } from 'react-i18next';
import { Button, Card, TextField, notify, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useSaveNotificationsPhoneMutation } from '../api/notifications-phone-api';
import { PHONE_MAX, notifyPhoneForm, phoneInPairs } from '../lib/notify-phone';

interface Props {
  saved: string;
  onSaved: () => void;
}

export function NotificationsPhoneSection({ saved, onSaved }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(notifyPhoneForm, { defaultValues: { phone: phoneInPairs(saved) } });
  const [save, { isLoading }] = useSaveNotificationsPhoneMutation();

  const send = async (phone: string) => {
    const result = await save({ phone });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notify([{ type: result.data.type, note: result.data.message }]));
    form.reset({ phone: phoneInPairs(result.data.phone) });
    onSaved();
  };

  const submit = form.handleSubmit((body) => send(body.phone));

  return (
    <Card
      className="settings-section"
      data-testid="notify-phone-section"
      aria-labelledby="notify-phone-title"
    >
      <h2 className="card__title" id="notify-phone-title">
        {t('firma:::oplysninger::phone::title')}
      </h2>
      <p className="muted">{t('firma:::oplysninger::phone::help')}</p>
      <p data-testid="notify-phone-current">
        {saved
          ? t('firma:::oplysninger::phone::current', { phone: phoneInPairs(saved) })
          : t('firma:::oplysninger::phone::none')}
      </p>
      <form className="stack notify-phone" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX}
          label={t('firma:::oplysninger::phone::label')}
          hint={t('firma:::oplysninger::phone::hint')}
          {...form.field('phone')}
        />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('firma:::oplysninger::phone::save')}
          </Button>
          {saved && (
            <Button variant="quiet" disabled={isLoading} onClick={() => void send('')}>
              {t('firma:::oplysninger::phone::remove')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
