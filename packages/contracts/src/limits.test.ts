// The shared limits are the bounds their schemas enforce: a form that stops typing at PHONE_MAX or
// ZIP_LENGTH lets through exactly what the call takes, and MAX_AMOUNT and MAX_ID are the schemas'.
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { Amount, ContactPhone, Id, MAX_AMOUNT, MAX_ID, PHONE_MAX, ZIP_LENGTH, Zip } from './common.js';
import { FindCheckedBody } from './company-jobs.js';

describe('the shared limits', () => {
  it('are the bounds of the schemas that enforce them', () => {
    expect(Value.Check(Amount, MAX_AMOUNT)).toBe(true);
    expect(Value.Check(Amount, MAX_AMOUNT + 1)).toBe(false);
    expect(Value.Check(Id, MAX_ID)).toBe(true);
    expect(Value.Check(Id, MAX_ID + 1)).toBe(false);
    expect(Value.Check(Zip, '1'.repeat(ZIP_LENGTH))).toBe(true);
    expect(Value.Check(Zip, '1'.repeat(ZIP_LENGTH + 1))).toBe(false);
    expect(Value.Check(ContactPhone, `+${'1'.repeat(PHONE_MAX - 1)}`)).toBe(true);
    expect(Value.Check(ContactPhone, `+${'1'.repeat(PHONE_MAX)}`)).toBe(false);
  });

  it("bound find_checked's number minimums at MAX_AMOUNT", () => {
    const minimums = (least: number) => ({ category: 1, only_numbers_input: `3:40,5:${least}` });
    expect(Value.Check(FindCheckedBody, minimums(MAX_AMOUNT))).toBe(true);
    expect(Value.Check(FindCheckedBody, minimums(MAX_AMOUNT + 1))).toBe(false);
  });
});
