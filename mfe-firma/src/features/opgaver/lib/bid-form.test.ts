// Rules of the bid form (SPEC §5/§9) beyond BidBody, as the service's handler: the minimum estimate
// is not above the maximum ('Mindste skøn må ikke være større end højeste skøn.'); a negative
// estimate is told 'Beløbet skal være større end 0.'; '12.500' is 12 500 kr.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from '@opgavetorvet/ui/forms';
import { bidForm, emptyBid, type BidValues } from './bid-form';

async function check(values: Partial<BidValues>) {
  const resolve = schemaResolver(bidForm, { job_id: 120 }, i18next.t);
  const result = await resolve({ ...emptyBid, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = result.errors as Record<string, { message?: string }>;
  return {
    body: result.values,
    errors: Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e.message])),
  };
}

describe('the bid form', () => {
  it('refuses a minimum estimate above the maximum at the minimum', async () => {
    const { errors } = await check({ amount: '5000', min_estimate: '15.000', max_estimate: '10.000' });
    expect(errors).toEqual({ min_estimate: 'Mindste skøn må ikke være større end højeste skøn.' });
  });

  it('takes equal estimates and reads the thousands separator', async () => {
    const { body, errors } = await check({
      amount: '12.500',
      min_estimate: '10.000',
      max_estimate: '10.000',
    });
    expect(errors).toEqual({});
    expect(body).toMatchObject({ job_id: 120, amount: 12500, min_estimate: 10000, max_estimate: 10000 });
  });

  it('tells a negative estimate that it must be above 0', async () => {
    const { errors } = await check({ amount: '5000', max_estimate: '-5' });
    expect(errors).toEqual({ max_estimate: 'Beløbet skal være større end 0.' });
  });
});
