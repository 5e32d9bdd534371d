// The statistics charts' value axes: whole marks from 0, a round step apart, never more than five
// steps, also for an empty range (all months at 0) and one just above a round number.
import { describe, expect, it } from 'vitest';
import { wholeSplits } from './chart-axes';

describe('wholeSplits', () => {
  it.each([
    [0, [0, 1]],
    [1.1, [0, 1]],
    [4.4, [0, 1, 2, 3, 4]],
    [6.6, [0, 2, 4, 6]],
    [23.1, [0, 5, 10, 15, 20]],
    [66_000, [0, 20_000, 40_000, 60_000]],
    [Number.NaN, [0, 1]],
  ])('splits 0–%s at %j', (top, splits) => {
    expect(wholeSplits(top)).toEqual(splits);
  });

  it('gives only whole marks, at most six', () => {
    for (const top of [0.3, 2.2, 9.9, 13.2, 57.2, 110, 1234.5, 987_654]) {
      const splits = wholeSplits(top);
      expect(splits.every(Number.isInteger)).toBe(true);
      expect(splits.length).toBeLessThanOrEqual(6);
      expect(splits.at(-1)).toBeLessThanOrEqual(Math.max(1, top));
    }
  });
});
