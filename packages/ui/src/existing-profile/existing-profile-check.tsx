// Confirm an existing profile by password, as the e-mail is typed (SPEC §2 modals, §6): in a
// user-side form a company's e-mail offers the company variant (/firma/data_acknowledgment), in the
// company form a customer's e-mail the user variant (/bruger/data_acknowledgment). Nothing is shown
// for an address of neither kind. It sits inside the page's own form, so it is no form itself: its
// button (and Enter in its field) confirms without sending the page's form.
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@opgavetorvet/contracts';
import { Button, TextField, serverTextOfError } from '@opgavetorvet/ui';
import { useConfirmExistingProfileMutation } from './existing-profile-api';
import { useEmailOwner, type EmailOwnerKind } from './use-email-owner';

export interface ExistingProfileCheckProps {
  email: string;
  /** Whose profiles the field's address is looked up among. */
  among: EmailOwnerKind;
  /** The profile was confirmed and is now logged in. */
  onConfirmed: (role: Role) => void;
  /** False while the form does not look up (a logged-in person). */
  enabled?: boolean;
}

export function ExistingProfileCheck({
  email,
  among,
  onConfirmed,
  enabled = true,
}: ExistingProfileCheckProps) {
  const { t } = useTranslation();
  const match = useEmailOwner(email, among, enabled);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirm, { isLoading }] = useConfirmExistingProfileMutation();
  if (!match) return null;
  const variant = among === 'company' ? 'company' : 'user';

  const send = async () => {
    if (password === '') {
      setError(t('errors:::field_empty'));
      return;
    }
    setError(null);
    const result = await confirm({
      portal: match.class === 'firma' ? 'firma' : 'bruger',
      search_email: match.search_email,
      password_confirm: password,
    });
    if ('error' in result) setError(serverTextOfError(result.error) ?? t('errors:::internal'));
    else if (!result.data.success) setError(t('common:::existing_profile::wrong_password'));
    else onConfirmed(among);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void send();
  };

  return (
    <div className="stack existing-profile" role="group" data-testid={`existing-profile-${variant}`}>
      <p>
        {t(`common:::existing_profile::${variant}_lead`, {
          email: match.search_email,
          name: match.owner_name,
        })}
      </p>
      <TextField
        label={t('common:::existing_profile::password')}
        type="password"
        autoComplete="current-password"
        value={password}
        error={error ?? undefined}
        onChange={(event) => setPassword(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="form-actions">
        <Button variant="secondary" busy={isLoading} onClick={() => void send()}>
          {t(`common:::existing_profile::${variant}_submit`)}
        </Button>
      </div>
    </div>
  );
}
