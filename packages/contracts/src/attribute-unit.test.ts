import { describe, expect, it } from 'vitest';
import { nameSaysUnit } from './attribute-unit.js';

describe('nameSaysUnit', () => {
  it('is true when the unit is a word of the name', () => {
    expect(nameSaysUnit('Antal rum', 'rum')).toBe(true);
    expect(nameSaysUnit('Areal i m²', 'm²')).toBe(true);
    expect(nameSaysUnit('ANTAL RUM', 'Rum')).toBe(true);
  });

  it('is false when the name does not say it, or there is no unit', () => {
    expect(nameSaysUnit('Areal', 'm²')).toBe(false);
    expect(nameSaysUnit('Rummelighed', 'rum')).toBe(false);
    expect(nameSaysUnit('Antal rum', null)).toBe(false);
    expect(nameSaysUnit('Antal rum', '')).toBe(false);
  });
});
