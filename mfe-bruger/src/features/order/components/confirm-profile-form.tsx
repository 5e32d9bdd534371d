// Confirm an existing profile by its password (SPEC §6): the e-mail typed in the order belongs to
// a customer's profile, so the visitor proves it is theirs (/bruger/data_acknowledgment), which
// logs them in, checked with that call's schema first (no password: 'Dette felt må ikke være tomt.').
// A wrong password (success false) shows the hidden error block (SPEC §8).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, serverTextOfError } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useConfirmProfileMutation } from '../api/order-api';
import type { usePersonalizedOrder } from '../hooks/use-personalized-order';
import { confirmProfileForm } from '../lib/order-rules';

interface ConfirmProfileFormProps {
  email: string;
  ownerName: string;
  onConfirmed: () => void;
  onCancel: () => void;
}

export function ConfirmProfileForm({ email, ownerName, onConfirmed, onCancel }: ConfirmProfileFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(confirmProfileForm, {
    defaultValues: { password: '' },
    fixed: { search_email: email },
  });
  const [wrong, setWrong] = useState<string | null>(null);
  const [confirm, { isLoading }] = useConfirmProfileMutation();

  const onSubmit = form.handleSubmit(
    async (body) => {
      setWrong(null);
      const result = await confirm(body);
      if ('error' in result) {
        setWrong(serverTextOfError(result.error) ?? t('errors:::internal'));
        return;
      }
      if (!result.data.success) {
        setWrong(t('bruger:::order::confirm::wrong_password'));
        return;
      }
      onConfirmed();
    },
    () => setWrong(null),
  );
  // The schema's refusal (no password) and the server's answer stand in the form's error block.
  const shown = form.errorAt('password') ?? wrong;

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
        {...form.register('password')}
        data-autofocus
      />
      <div className="error-area" role="alert" hidden={shown === null} data-testid="confirm-profile-error">
        {shown}
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
