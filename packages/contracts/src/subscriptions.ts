// Paid subscriptions per category (SPEC §4): basic → pro/pro-plus, pro → pro-plus with a price
// breakdown, pro-plus → pro; back to basic by unsubscribing. Prices are per 30-day period.
import { Type, type Static } from 'typebox';
import { Id } from './common.js';

export const SubscriptionType = Type.Union([
  Type.Literal('basic'),
  Type.Literal('pro'),
  Type.Literal('pro-plus'),
]);
export type SubscriptionType = Static<typeof SubscriptionType>;

/** Price of one period per category, in whole kroner (the ledger counts øre). */
export const SUBSCRIPTION_PRICES_KR: Record<SubscriptionType, number> = {
  basic: 0,
  pro: 499,
  'pro-plus': 899,
};
export const SUBSCRIPTION_PERIOD_DAYS = 30;

/** SPEC §4: a plan column's button reads Current, Switch to Basic, Switch to Pro or Upgrade to Pro+. */
export type PlanButton = 'current' | 'switch_basic' | 'switch_pro' | 'upgrade_pro_plus';

/** The button of plan `target`'s column while `current` is in force (the page and the service's modal). */
export function planButton(current: SubscriptionType, target: SubscriptionType): PlanButton {
  if (current === target) return 'current';
  if (target === 'basic') return 'switch_basic';
  return target === 'pro' ? 'switch_pro' : 'upgrade_pro_plus';
}

/** The terms checkbox as a form or JSON sends it: '1', 'on', 'true' or true mean ticked. */
const Terms = Type.Optional(Type.String({ maxLength: 10 }));

/** POST /ajax/firma/changes_subscriptions. */
export const ChangeSubscriptionBody = Type.Object(
  {
    change_subscription_type: Type.Union([Type.Literal('pro'), Type.Literal('pro-plus')]),
    category_id: Id,
    terms: Terms,
  },
  { additionalProperties: false },
);
export type ChangeSubscriptionBody = Static<typeof ChangeSubscriptionBody>;

/** What a change costs, in øre: the full price, the credit for the unused period, what is paid. */
export const PriceBreakdown = Type.Object({
  full_price_ore: Type.Integer(),
  credit_ore: Type.Integer(),
  to_pay_ore: Type.Integer(),
});
export type PriceBreakdown = Static<typeof PriceBreakdown>;

/**
 * 200 type 'success': the change is made; change_subscription_type is the type now in force.
 * 402 type 'error2': the balance cannot pay; nothing changed (the type in force is unchanged).
 */
export const ChangeSubscriptionReply = Type.Object({
  type: Type.Union([Type.Literal('success'), Type.Literal('error2')]),
  change_subscription_type: SubscriptionType,
  message: Type.String(),
  price: PriceBreakdown,
});
export type ChangeSubscriptionReply = Static<typeof ChangeSubscriptionReply>;

/** POST /firma/unsubscribe_subscription: the category goes back to basic (no refund). */
export const UnsubscribeBody = Type.Object({ category_id: Id }, { additionalProperties: false });
export type UnsubscribeBody = Static<typeof UnsubscribeBody>;

export const UnsubscribeReply = Type.Object({
  success: Type.Boolean(),
  type: Type.Literal('success'),
  message: Type.String(),
});
export type UnsubscribeReply = Static<typeof UnsubscribeReply>;

/**
 * POST /ajax/bruger/show_switch_modal (the three plans of a category), /ajax/bruger2/show_switch_modal_2
 * (basic → change_subscription_type, pro by default), _3 (pro → pro-plus breakdown), _4 (pro-plus → pro).
 */
export const SwitchModalBody = Type.Object(
  {
    category_id: Id,
    change_subscription_type: Type.Optional(Type.Union([Type.Literal('pro'), Type.Literal('pro-plus')])),
  },
  { additionalProperties: false },
);
export type SwitchModalBody = Static<typeof SwitchModalBody>;

export const SwitchModalReply = Type.Object({
  html: Type.String(),
  current_type: SubscriptionType,
  /** The type the modal's confirm button asks for ('' on the overview). */
  change_subscription_type: Type.Union([SubscriptionType, Type.Literal('')]),
  price: Type.Union([PriceBreakdown, Type.Null()]),
});
export type SwitchModalReply = Static<typeof SwitchModalReply>;
