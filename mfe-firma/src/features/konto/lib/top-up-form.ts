// 'Fyld op' on its call's schema (TopUpBody, POST /api/firma/konto/fyld-op): the amount typed as
// whole kroner ('.' as the thousands separator, SPEC §9: '1.000' is 1 000, '100.5' no amount)
// becomes amount_kr; the schema holds its bounds (TOPUP_MIN_KR–TOPUP_MAX_KR) and its text
// (errors:::topup_amount).
import { TopUpBody } from '@opgavetorvet/contracts';
import { schemaForm } from '@opgavetorvet/ui/forms';
import { kronerValue, typedKroner } from '../../../lib/kroner-fields';

/** The field is named as the body's (the input's name stays amount_kr). */
export type TopUpValues = { amount_kr: string };

export const topUpForm = schemaForm<TopUpValues, typeof TopUpBody>(TopUpBody, {
  toBody: ({ amount_kr }) => ({ amount_kr: kronerValue(amount_kr) as number }),
  toValues: (body) => ({ amount_kr: typedKroner(body.amount_kr) }),
});
