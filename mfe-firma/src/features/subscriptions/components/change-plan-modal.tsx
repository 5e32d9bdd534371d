// The subscription upgrade/downgrade dialog (SPEC §2/§4): what the step costs (the server's price
// from its switch modal), then the change. When the balance cannot pay, the dialog says so before
// paying and offers 'Fyld op' (the top-up on /firma/konto); a refusal 'error2' (the balance could not
// pay after all) shows the service's text, SPEC §8's, with the same 'Fyld op'. Nothing changed then.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeSubscriptionReply, SubscriptionType } from '@opgavetorvet/contracts';
import {
  Button,
  ErrorArea,
  Modal,
  Spinner,
  formatOre,
  notify,
  replyOfError,
  serverTextOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import {
  useChangeSubscriptionMutation,
  useSwitchModalQuery,
  useUnsubscribeMutation,
} from '../api/subscriptions-api';
import { PLAN_NAMES, SWITCH_MODAL, needsTerms, type PlanStep } from '../lib/plans';
import { PriceBreakdown } from './price-breakdown';
import { TopUpNeeded } from './top-up-needed';

export interface PlanChoice {
  categoryId: number;
  categoryName: string;
  target: SubscriptionType;
  step: PlanStep;
}

interface Props {
  choice: PlanChoice;
  balanceOre: number;
  onClose: () => void;
  onChanged: () => void;
}

/** The reply of a refused payment (402 'error2'), or null for any other failure. */
function error2Of(error: unknown): Partial<ChangeSubscriptionReply> | null {
  const reply = replyOfError(error);
  return typeof reply === 'object' && reply !== null && (reply as { type?: unknown }).type === 'error2'
    ? (reply as Partial<ChangeSubscriptionReply>)
    : null;
}

export function ChangePlanModal({ choice, balanceOre, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { categoryId, categoryName, target, step } = choice;
  const modal = SWITCH_MODAL[step];
  const wanted = target === 'basic' ? undefined : target;
  const info = useSwitchModalQuery(
    {
      modal: modal ?? 2,
      category_id: categoryId,
      change_subscription_type: step === 'upgrade' ? wanted : undefined,
    },
    { skip: modal === null },
  );
  const [change, changing] = useChangeSubscriptionMutation();
  const [unsubscribe, leaving] = useUnsubscribeMutation();
  const [error, setError] = useState<string | null>(null);
  /** The service's refusal of the payment and the price it asked. */
  const [refused, setRefused] = useState<{ text: string; toPayOre: number | null } | null>(null);
  const plan = PLAN_NAMES[target];
  const kr = (ore: number) => t('firma:::abonnement::kroner', { amount: formatOre(ore) });

  const confirm = async () => {
    setError(null);
    setRefused(null);
    const result =
      step === 'unsubscribe' || wanted === undefined
        ? await unsubscribe({ category_id: categoryId })
        : await change({
            category_id: categoryId,
            change_subscription_type: wanted,
            ...(needsTerms(step) ? { terms: '1' } : {}),
          });
    if ('error' in result) {
      const error2 = error2Of(result.error);
      if (error2) {
        setRefused({
          text: error2.message || t('errors:::payment_error2'),
          toPayOre: error2.price?.to_pay_ore ?? null,
        });
        return;
      }
      const text = serverTextOfError(result.error) ?? t('errors:::internal');
      setError(text);
      dispatch(notify([{ type: 'error', note: text }]));
      return;
    }
    dispatch(notify([{ type: 'success', note: result.data.message }]));
    onChanged();
    onClose();
  };

  const price = info.data?.price ?? null;
  // A paid step the balance cannot pay: known before paying from the step's price.
  const shortBefore = needsTerms(step) && price !== null && price.to_pay_ore > balanceOre;
  const waiting = modal !== null && !info.data && !info.isError;
  return (
    <Modal
      open
      title={t(`firma:::abonnement::modal::title_${step}`, { plan, category: categoryName })}
      onClose={onClose}
      testId="change-plan-modal"
    >
      <div className="stack">
        {waiting && <Spinner />}
        {info.isError && <ErrorArea message={serverTextOfError(info.error) ?? t('errors:::internal')} />}
        {step === 'upgrade' && price && (
          <p>{t('firma:::abonnement::modal::upgrade_text', { plan, price: kr(price.to_pay_ore) })}</p>
        )}
        {step === 'breakdown' && price && <PriceBreakdown price={price} plan={plan} />}
        {step === 'downgrade' && <p>{t('firma:::abonnement::modal::downgrade_text')}</p>}
        {step === 'unsubscribe' && <p>{t('firma:::abonnement::modal::unsubscribe_text')}</p>}
        {needsTerms(step) && (
          <p className="muted">{t('firma:::abonnement::modal::balance', { amount: kr(balanceOre) })}</p>
        )}
        <ErrorArea message={error} testId="change-plan-error" />
        {(refused || shortBefore) && (
          <TopUpNeeded
            refusal={refused?.text ?? null}
            balanceOre={balanceOre}
            toPayOre={refused?.toPayOre ?? price?.to_pay_ore ?? null}
          />
        )}
        <div className="form-actions">
          <Button
            onClick={confirm}
            busy={changing.isLoading || leaving.isLoading}
            disabled={waiting || info.isError}
          >
            {step === 'upgrade' && target === 'pro'
              ? // The words of the plan's own button (Basic → Pro is a switch, Pro+ an upgrade).
                t('firma:::abonnement::button::switch_pro')
              : t(`firma:::abonnement::modal::confirm_${step}`, { plan })}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('firma:::abonnement::modal::cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
