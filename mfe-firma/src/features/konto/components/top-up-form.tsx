// 'Fyld op': an amount of 100–50 000 whole kroner, checked with the call's own schema (lib/top-up-form.ts)
// before sending and again by the service; sending it starts a Stripe Checkout Session and the browser
// goes there. Without card payment set up the form says so instead.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOPUP_MAX_KR, TOPUP_MIN_KR } from '@opgavetorvet/contracts';
import { Button, TextField, formatAmount, serverTextOfError } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useTopUpMutation } from '../api/konto-api';
import { topUpForm } from '../lib/top-up-form';

export function TopUpForm({
  cardPayment,
  onLeave,
}: {
  cardPayment: boolean;
  onLeave: (url: string) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(topUpForm, { defaultValues: { amount_kr: '500' } });
  const [topUp, { isLoading }] = useTopUpMutation();
  const [leaving, setLeaving] = useState(false);

  if (!cardPayment) {
    return (
      <p className="konto-topup__off" data-testid="topup-not-set-up">
        {t('firma:::konto::topup::not_set_up')}
      </p>
    );
  }

  const submit = form.handleSubmit(async (body) => {
    try {
      const reply = await topUp(body).unwrap();
      setLeaving(true);
      onLeave(reply.url);
    } catch (failure) {
      const message = serverTextOfError(failure) ?? t('errors:::card_payment_failed');
      form.setError('amount_kr', { type: 'server', message });
    }
  });

  return (
    <form
      className="konto-topup"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="topup-form"
    >
      <TextField
        label={t('firma:::konto::topup::amount')}
        hint={t('firma:::konto::topup::hint', {
          min: formatAmount(TOPUP_MIN_KR),
          max: formatAmount(TOPUP_MAX_KR),
        })}
        inputMode="numeric"
        {...form.field('amount_kr')}
      />
      <div className="form-actions">
        <Button type="submit" busy={isLoading || leaving}>
          {t('firma:::konto::topup::submit')}
        </Button>
      </div>
      {leaving && <p className="muted">{t('firma:::konto::topup::sending')}</p>}
    </form>
  );
}
