import { describe, expect, it } from 'vitest';
import { readKroner } from './read-kroner';

describe('readKroner', () => {
  it.each([
    ['12500', 12500],
    [' 12.500 ', 12500],
    ['1.500', 1500],
    ['999.999.999', 999999999],
    ['999999999', 999999999],
  ])('reads %j as %i kroner', (text, kroner) => {
    expect(readKroner(text, { positive: true })).toEqual({ ok: true, kroner });
  });

  it.each(['12.5', '12500,50', '1000000000', '1.000.000.000', '12.50.0', 'abc', '', '1 500'])(
    'refuses %j as not an amount',
    (text) => {
      expect(readKroner(text, { positive: true })).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('refuses 0 and negative amounts as too small where one must be paid, and reads 0 otherwise', () => {
    expect(readKroner('0', { positive: true })).toEqual({ ok: false, reason: 'not_positive' });
    expect(readKroner('-5', { positive: true })).toEqual({ ok: false, reason: 'not_positive' });
    expect(readKroner('-5', { positive: false })).toEqual({ ok: false, reason: 'not_positive' });
    expect(readKroner('0', { positive: false })).toEqual({ ok: true, kroner: 0 });
  });
});
