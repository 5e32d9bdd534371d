// The bid form on its call's schema (BidBody, POST /api/firma/bud): the price and the two optional
// estimates typed as whole kroner ('12.500' is 12 500, SPEC §9) become the body's numbers, the
// comment is trimmed and left out when empty; the page gives the job. Beyond the schema, as the
// service's handler: the minimum estimate is not above the maximum.
import { BidBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed, type RuleFailure } from '@opgavetorvet/ui/forms';
import { kronerValue, negativeKroner, typedKroner } from '../../../lib/kroner-fields';

export type BidValues = { amount: string; min_estimate: string; max_estimate: string; comment: string };

export const emptyBid: BidValues = { amount: '', min_estimate: '', max_estimate: '', comment: '' };

const ESTIMATE_ORDER = 'firma:::bid::estimate_order';

function bidRules(values: BidValues): RuleFailure[] {
  const negative = [
    ...negativeKroner('min_estimate', values.min_estimate),
    ...negativeKroner('max_estimate', values.max_estimate),
  ];
  const min = kronerValue(values.min_estimate);
  const max = kronerValue(values.max_estimate);
  const order =
    typeof min === 'number' && typeof max === 'number' && max >= 0 && min > max
      ? [{ field: 'min_estimate', key: ESTIMATE_ORDER }]
      : [];
  return [...negative, ...order];
}

export const bidForm = schemaForm<BidValues, typeof BidBody>(BidBody, {
  toBody: (values) => ({
    amount: kronerValue(values.amount) as number,
    min_estimate: kronerValue(values.min_estimate) as number | undefined,
    max_estimate: kronerValue(values.max_estimate) as number | undefined,
    comment: trimmed(values.comment) || undefined,
  }),
  toValues: (body) => ({
    amount: typedKroner(body.amount),
    min_estimate: typedKroner(body.min_estimate),
    max_estimate: typedKroner(body.max_estimate),
    comment: typeof body.comment === 'string' ? body.comment : '',
  }),
  // The schema's own text for a missing price sits in the service's fragments; this page has it too.
  ownTexts: { amount: { required: 'firma:::bid::amount_required' } },
  refusals: { min_estimate: [ESTIMATE_ORDER] },
  rules: bidRules,
});

export const COMMENT_MAX = maxLengthOf(BidBody, 'comment');
