// The subscription upgrade/downgrade dialog (SPEC §2/§4): what the step costs (the server's price
// from its switch modal), then the change. 'error2' (the balance cannot pay) shows SPEC §8's
// payment text; nothing changed then.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionType } from '@opgavetorvet/contracts';
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

function isError2(error: unknown): boolean {
  const reply = replyOfError(error);
  return typeof reply === 'object' && reply !== null && (reply as { type?: unknown }).type === 'error2';
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
  const plan = PLAN_NAMES[target];
  const kr = (ore: number) => t('firma:::abonnement::kroner', { amount: formatOre(ore) });

  const confirm = async () => {
    setError(null);
    const result =
      step === 'unsubscribe' || wanted === undefined
        ? await unsubscribe({ category_id: categoryId })
        : await change({
            category_id: categoryId,
            change_subscription_type: wanted,
            ...(needsTerms(step) ? { terms: '1' } : {}),
          });
    if ('error' in result) {
      const text = isError2(result.error)
        ? t('errors:::payment_error2')
        : (serverTextOfError(result.error) ?? t('errors:::internal'));
      setError(text);
      dispatch(notify([{ type: 'error', note: text }]));
      return;
    }
    dispatch(notify([{ type: 'success', note: result.data.message }]));
    onChanged();
    onClose();
  };

  const price = info.data?.price ?? null;
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
