// Confirm an existing profile by its password (SPEC §6): the e-mail typed in the order belongs to
// a customer's profile, so the visitor proves it is theirs (/bruger/data_acknowledgment), which
// logs them in. A wrong password (success false) shows the hidden error block (SPEC §8).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, serverTextOfError } from '@opgavetorvet/ui';
import { useConfirmProfileMutation } from '../api/order-api';
import type { usePersonalizedOrder } from '../hooks/use-personalized-order';

interface ConfirmProfileFormProps {
  email: string;
  ownerName: string;
  onConfirmed: () => void;
  onCancel: () => void;
}

export function ConfirmProfileForm({ email, ownerName, onConfirmed, onCancel }: ConfirmProfileFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState<string | null>(null);
  const [confirm, { isLoading }] = useConfirmProfileMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setWrong(t('errors:::field_empty'));
      return;
    }
    const result = await confirm({ search_email: email, password_confirm: password });
    if ('error' in result) {
      setWrong(serverTextOfError(result.error) ?? t('errors:::internal'));
      return;
    }
    if (!result.data.success) {
      setWrong(t('bruger:::order::confirm::wrong_password'));
      return;
    }
    onConfirmed();
  };

  return (
    <form
      className="stack confirm-profile"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="confirm-profile"
    >
      <p>{t('bruger:::order::confirm::lead', { name: ownerName || email, email })}</p>
      <TextField
        label={t('bruger:::order::confirm::password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        data-autofocus
      />
      <div className="error-area" role="alert" hidden={wrong === null} data-testid="confirm-profile-error">
        {wrong}
      </div>
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('bruger:::order::confirm::submit')}
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          {t('bruger:::order::confirm::back')}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation of an order's pending profile, when there is one (else nothing). */
export function PendingProfileConfirmation({ order }: { order: ReturnType<typeof usePersonalizedOrder> }) {
  if (!order.pending) return null;
  return (
    <ConfirmProfileForm
      email={order.pending.email}
      ownerName={order.pending.ownerName}
      onConfirmed={() => void order.confirmed()}
      onCancel={order.cancelConfirmation}
    />
  );
}
