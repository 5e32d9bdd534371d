// The CVR number's modulus-11 check: real numbers pass, a changed digit or a wrong length fails.
import { describe, expect, it } from 'vitest';
import { isCvrNumber } from './cvr.js';

describe('isCvrNumber', () => {
  it.each(['24256790', '61056416', '10150817'])('takes the registered number %s', (cvr) => {
    expect(isCvrNumber(cvr)).toBe(true);
  });

  it.each([
    ['12345678', 'a check digit that does not fit'],
    ['24256791', 'one digit changed'],
    ['2425679', 'seven digits'],
    ['242567900', 'nine digits'],
    ['2425679a', 'a letter'],
    ['00000000', 'a leading zero'],
  ])('refuses %s (%s)', (cvr) => {
    expect(isCvrNumber(cvr)).toBe(false);
  });
});
