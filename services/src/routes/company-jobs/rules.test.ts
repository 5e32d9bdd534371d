// The company-side rules as plain functions: the hidden-jobs cookie list, the final price in øre,
// and which cancel-form failure gets which of the spec's texts (which states may be finished: domain/jobs/).
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { HIDDEN_JOBS_MAX, checkCancelFields, parseHiddenJobs, priceInOre, toggleHidden } from './rules.js';

const keyOf = (work: () => unknown): string | undefined => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? error.key : 'not an AppError';
  }
  return undefined;
};

describe('hidden-jobs cookie', () => {
  it('reads only ids, once each, and keeps the newest when too many', () => {
    expect(parseHiddenJobs('3,x,3,,07,12')).toEqual([3, 12]);
    expect(parseHiddenJobs(undefined)).toEqual([]);
    const many = Array.from({ length: HIDDEN_JOBS_MAX + 5 }, (_, i) => i + 1);
    expect(toggleHidden(many, 9999, true)).toHaveLength(HIDDEN_JOBS_MAX);
    expect(toggleHidden([1, 2], 1, false)).toEqual([2]);
    expect(toggleHidden([1, 2], 1, true)).toEqual([2, 1]);
  });
});

describe('final price', () => {
  it('is whole kroner plus one or two digits of øre', () => {
    expect(priceInOre('12500', '50')).toBe(1250050);
    expect(priceInOre('12500', '5')).toBe(1250005);
    expect(priceInOre('999999999', undefined)).toBe(99999999900);
    expect(keyOf(() => priceInOre('1000000000', ''))).toBe('errors:::amount_invalid');
    expect(keyOf(() => priceInOre('12.5', ''))).toBe('errors:::amount_invalid');
    expect(keyOf(() => priceInOre('1', '100'))).toBe('errors:::cents_invalid');
    expect(keyOf(() => priceInOre('0', ''))).toBe('errors:::amount_positive');
    expect(priceInOre('0', '50')).toBe(50);
  });
});

describe('cancel form', () => {
  it("missing option → 'fill out all fields'; empty reason → 'describe why'", () => {
    expect(keyOf(() => checkCancelFields({ text: 'x' }))).toBe('errors:::fill_all_fields');
    expect(keyOf(() => checkCancelFields({ text: 'x', optionselect: '2' }))).toBe('errors:::fill_all_fields');
    expect(keyOf(() => checkCancelFields({ text: ' ', optionselect: '3' }))).toBe('errors:::cancel_reason');
    expect(
      checkCancelFields({
        text: ' Syg ',
        optionselect: '3',
        optionnewone: '1',
        company_appointment_date: '',
      }),
    ).toEqual({ text: 'Syg', option: 3, newOne: true, appointmentAt: null });
  });
});
