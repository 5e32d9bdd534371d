// SPEC §4 "Subscription type": the three plans and which step a plan column's button takes (its
// label, Current, Switch to Basic, Switch to Pro or Upgrade to Pro+, is planButton of the contracts).
import { SUBSCRIPTION_PRICES_KR, splitVat, type SubscriptionType } from '@opgavetorvet/contracts';
import type { SwitchModalNumber } from '../api/subscriptions-api';

export const PLANS: readonly SubscriptionType[] = ['basic', 'pro', 'pro-plus'];

/**
 * What choosing `target` does: 'unsubscribe' back to basic (no refund), 'upgrade' from basic (paid
 * in full), 'breakdown' pro → pro-plus (paid less the credit), 'downgrade' pro-plus → pro (free).
 */
export type PlanStep = 'unsubscribe' | 'upgrade' | 'breakdown' | 'downgrade';

export function stepOf(current: SubscriptionType, target: SubscriptionType): PlanStep | null {
  if (current === target) return null;
  if (target === 'basic') return 'unsubscribe';
  if (current === 'basic') return 'upgrade';
  return target === 'pro-plus' ? 'breakdown' : 'downgrade';
}

/** Paid steps need the terms checkbox ticked (SPEC §5); the free ones are confirmed in the dialog. */
export const needsTerms = (step: PlanStep): boolean => step === 'upgrade' || step === 'breakdown';

export const SWITCH_MODAL: Record<PlanStep, SwitchModalNumber | null> = {
  unsubscribe: null,
  upgrade: 2,
  breakdown: 3,
  downgrade: 4,
};

export const PLAN_NAMES: Record<SubscriptionType, string> = {
  basic: 'Basic',
  pro: 'Pro',
  'pro-plus': 'Pro+',
};

/**
 * A plan's price for one period in øre: what the balance is debited (moms included, as the balance
 * is money paid with moms), and the same without moms and the moms itself.
 */
export function planPriceOre(plan: SubscriptionType): { withVatOre: number; netOre: number; vatOre: number } {
  const withVatOre = SUBSCRIPTION_PRICES_KR[plan] * 100;
  return { withVatOre, ...splitVat(withVatOre) };
}
