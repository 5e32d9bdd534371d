// SPEC §9: amounts use the thousands separator '.' and the decimal ','.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatOre } from './format-amount';

describe('formatAmount', () => {
  it("uses the thousands separator '.' and the decimal ','", () => {
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(12500)).toBe('12.500');
    expect(formatAmount(999999999)).toBe('999.999.999');
    expect(formatAmount(12500, 5)).toBe('12.500,05');
    expect(formatAmount(1000, 0)).toBe('1.000,00');
  });
});

describe('formatOre', () => {
  it('writes øre as kroner with two decimals and keeps the sign', () => {
    expect(formatOre(49900)).toBe('499,00');
    expect(formatOre(123456)).toBe('1.234,56');
    expect(formatOre(-123456)).toBe('-1.234,56');
    expect(formatOre(-5)).toBe('-0,05');
  });
});
