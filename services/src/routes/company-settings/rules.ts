// Business rules of a company's settings as plain functions: the subscription state machine of
// SPEC §4 with its price breakdown and plan buttons, the terms checkbox, at most two top-level
// categories, opening times, the notification phone, and which categories need two zip codes.
import {
  SUBSCRIPTION_PERIOD_DAYS,
  SUBSCRIPTION_PRICES_KR,
  type PriceBreakdown,
  type SubscriptionType,
} from '@opgavetorvet/contracts';

export const PERIOD_SECONDS = SUBSCRIPTION_PERIOD_DAYS * 24 * 60 * 60;
export const PLANS: readonly SubscriptionType[] = ['basic', 'pro', 'pro-plus'];
export const PLAN_LABEL: Record<SubscriptionType, string> = {
  basic: 'Basic',
  pro: 'Pro',
  'pro-plus': 'Pro+',
};

export const priceOre = (type: SubscriptionType): number => SUBSCRIPTION_PRICES_KR[type] * 100;

/** The subscription in force for one category; a category without a row is basic. */
export interface CurrentSubscription {
  type: SubscriptionType;
  periodStartsAt: number | null;
  periodEndsAt: number | null;
}

/**
 * SPEC §4: basic → pro or pro-plus (paid in full), pro → pro-plus (paid less the credit for the
 * unused pro period), pro-plus → pro (a downgrade, nothing paid or refunded). Nothing else.
 */
export type Transition = 'upgrade' | 'upgrade_with_credit' | 'downgrade';

export function transitionOf(from: SubscriptionType, to: SubscriptionType): Transition | null {
  if (from === 'basic' && (to === 'pro' || to === 'pro-plus')) return 'upgrade';
  if (from === 'pro' && to === 'pro-plus') return 'upgrade_with_credit';
  if (from === 'pro-plus' && to === 'pro') return 'downgrade';
  return null;
}

/** Full price of the new plan, minus the unused share of the current paid period, in øre. */
export function priceBreakdown(
  current: CurrentSubscription,
  to: SubscriptionType,
  now: number,
): PriceBreakdown {
  const transition = transitionOf(current.type, to);
  if (transition === 'downgrade' || transition === null)
    return { full_price_ore: 0, credit_ore: 0, to_pay_ore: 0 };
  const full = priceOre(to);
  let credit = 0;
  const { periodStartsAt: start, periodEndsAt: end } = current;
  if (transition === 'upgrade_with_credit' && start !== null && end !== null && end > now && end > start) {
    credit = Math.floor((priceOre(current.type) * (end - Math.max(now, start))) / (end - start));
  }
  return { full_price_ore: full, credit_ore: credit, to_pay_ore: Math.max(0, full - credit) };
}

/** Days left of the current paid period (for the breakdown's wording). */
export function daysLeft(current: CurrentSubscription, now: number): number {
  if (current.periodEndsAt === null || current.periodEndsAt <= now) return 0;
  return Math.ceil((current.periodEndsAt - now) / 86400);
}

/** The terms checkbox: a form sends 'on' or '1', JSON true (coerced to 'true'). */
export function termsAccepted(value: string | undefined): boolean {
  return value !== undefined && ['1', 'on', 'true', 'yes'].includes(value.trim().toLowerCase());
}

export const MAX_TOP_CATEGORIES = 2;

/** SPEC §5: a profile may span at most two top-level categories (a subcategory counts as its parent). */
export function tooManyTopCategories(chosen: readonly { id: number; parentId: number | null }[]): boolean {
  return new Set(chosen.map((c) => c.parentId ?? c.id)).size > MAX_TOP_CATEGORIES;
}

/** '+45 12 34 56 78' → '12345678'; '' stays '' (no notification phone). */
export function normalizePhone(input: string): string {
  return input.replace(/\s+/g, '').replace(/^\+45/, '');
}

/** open/close take 'HH:MM'; closed takes '1' (closed all day) or '0' (open again). */
export function openingValueFits(type: 'open' | 'close' | 'closed', val: string): boolean {
  return type === 'closed' ? val === '0' || val === '1' : /^[0-9]{2}:[0-9]{2}$/.test(val);
}

/** An opening time is refused when the day closes at or before it opens. */
export function closesBeforeOpening(open: string | undefined, close: string | undefined): boolean {
  return open !== undefined && close !== undefined && close <= open;
}

/** Moving jobs go from one zip to another: their mail-agent form has two zip fields. */
const DOUBLE_ZIP_SLUGS = new Set(['flytning', 'flyttefirma', 'kontorflytning', 'pianoflytning']);

export function needsDoubleZip(slug: string): boolean {
  return DOUBLE_ZIP_SLUGS.has(slug);
}

/** A mail agent is one (category, region, zip); repeats in one save are kept once. */
export function uniqueAgents<
  T extends {
    category_id: number;
    region_id?: number | null;
    zip?: string | null;
    words?: string | null;
    option_id?: number | null;
  },
>(agents: readonly T[]): T[] {
  const seen = new Set<string>();
  return agents.filter((a) => {
    const words = (a.words ?? '').trim().toLocaleLowerCase('da-DK');
    const key = `${a.category_id}:${a.region_id ?? ''}:${a.zip ?? ''}:${words}:${a.option_id ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Black or white text, whichever reads better on the widget colour (#rrggbb). */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? '#000000' : '#ffffff';
}
