// The refund form on its call's schema (RefundBody): the amount typed in kroner as SPEC §9 writes
// them ('250', '249,50', '1.249,50') becomes amount_ore, the reason is trimmed. A refund is never
// more than what is left of the charge: checked before sending (the service checks it again).
import { RefundBody } from '@opgavetorvet/contracts';
import { formatOre } from '@opgavetorvet/ui';
import { maxLengthOf, schemaForm, trimmed, type RuleFailure } from '@opgavetorvet/ui/forms';

export type RefundValues = { amount: string; reason: string };

const KRONER = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** '1.249,5' → 124950 øre; empty is no amount; anything else is sent on as typed (and refused). */
export function oreOf(text: string): number | string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  const match = KRONER.exec(value);
  if (!match) return value;
  return Number(match[1].replace(/\./g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The refund form of a charge of which at most `maxOre` can be given back (none: no limit). */
export const refundForm = (maxOre?: number) =>
  schemaForm<RefundValues, typeof RefundBody>(RefundBody, {
    toBody: ({ amount, reason }) => ({ amount_ore: oreOf(amount) as number, reason: trimmed(reason) }),
    toValues: (body) => ({
      amount: Number.isInteger(body.amount_ore)
        ? formatOre(body.amount_ore as number)
        : String(body.amount_ore ?? ''),
      reason: String(body.reason ?? ''),
    }),
    fields: { amount_ore: 'amount' },
    rules: ({ amount }): RuleFailure[] => {
      const ore = oreOf(amount);
      return maxOre !== undefined && typeof ore === 'number' && ore > maxOre
        ? [{ field: 'amount', key: 'errors:::refund_too_much', values: { left: `${formatOre(maxOre)} kr.` } }]
        : [];
    },
  });

export const REFUND_REASON_MAX = maxLengthOf(RefundBody, 'reason');
