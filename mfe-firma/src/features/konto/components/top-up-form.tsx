// 'Fyld op': an amount of 100–50 000 whole kroner (checked here with the service's own text, and
// again by the service); sending it starts a Stripe Checkout Session and the browser goes there.
// Without card payment set up the form says so instead.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOPUP_MAX_KR, TOPUP_MIN_KR } from '@opgavetorvet/contracts';
import { Button, TextField, formatAmount, serverTextOfError } from '@opgavetorvet/ui';
import { useTopUpMutation } from '../api/konto-api';

/** The amount as whole kroner within the bounds, or null. */
export function topUpAmount(text: string): number | null {
  const trimmed = text.trim().replace(/\./g, '');
  if (!/^[0-9]+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= TOPUP_MIN_KR && amount <= TOPUP_MAX_KR ? amount : null;
}

export function TopUpForm({
  cardPayment,
  onLeave,
}: {
  cardPayment: boolean;
  onLeave: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('500');
  const [error, setError] = useState<string | null>(null);
  const [topUp, { isLoading }] = useTopUpMutation();
  const [leaving, setLeaving] = useState(false);

  if (!cardPayment) {
    return (
      <p className="konto-topup__off" data-testid="topup-not-set-up">
        {t('firma:::konto::topup::not_set_up')}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kroner = topUpAmount(amount);
    if (kroner === null) {
      setError(t('errors:::topup_amount'));
      return;
    }
    setError(null);
    try {
      const reply = await topUp({ amount_kr: kroner }).unwrap();
      setLeaving(true);
      onLeave(reply.url);
    } catch (failure) {
      setError(serverTextOfError(failure) ?? t('errors:::card_payment_failed'));
    }
  };

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
        name="amount_kr"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
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
