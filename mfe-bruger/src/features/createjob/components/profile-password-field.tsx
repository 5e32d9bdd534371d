// The password of the customer profile a visitor's e-mail belongs to, asked in place under the
// e-mail field (SPEC §6: confirm the profile with its password). 'Glemt adgangskode?' opens the
// shell's forgotten-password view for that e-mail over the page, so the typed job stays.
import { useTranslation } from 'react-i18next';
import { Button, TextField, loginPromptOpened, useAppDispatch } from '@opgavetorvet/ui';

interface ProfilePasswordFieldProps {
  email: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function ProfilePasswordField({ email, value, error, onChange }: ProfilePasswordFieldProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className="stack create-job-form__profile-password" data-testid="profile-password">
      <TextField
        label={t('bruger:::createjob::profile_password')}
        hint={t('bruger:::createjob::profile_password_hint')}
        type="password"
        name="password_confirm"
        autoComplete="current-password"
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="create-job-form__forgot">
        <Button
          variant="quiet"
          onClick={() => dispatch(loginPromptOpened({ forgotPasswordFor: email.trim() }))}
        >
          {t('bruger:::createjob::forgot_password')}
        </Button>
      </p>
    </div>
  );
}
