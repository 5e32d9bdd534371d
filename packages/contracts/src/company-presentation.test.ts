// How a company's details read to customers (issue 31): the address as one line that leaves out
// what is missing, and the typical reply time rounded up into humane units.
import { describe, expect, it } from 'vitest';
import { addressLine, placeLine, replyTimeSpan } from './company-presentation.js';

describe('the address line', () => {
  it('joins street, zip and town, leaving out what is missing, and is empty for none', () => {
    expect(addressLine({ address: 'Søndergade 12', zip: '8000', city: 'Aarhus C' })).toBe(
      'Søndergade 12, 8000 Aarhus C',
    );
    expect(addressLine({ address: null, zip: '8000', city: 'Aarhus C' })).toBe('8000 Aarhus C');
    expect(addressLine({ address: 'Søndergade 12', zip: null, city: null })).toBe('Søndergade 12');
    expect(addressLine({ address: null, zip: null, city: null })).toBe('');
    expect(placeLine({ zip: null, city: null })).toBe('');
  });
});

describe('the typical reply time', () => {
  it('reads under an hour in 5-minute steps rounded up, at least 5 minutes', () => {
    expect(replyTimeSpan(0)).toEqual({ unit: 'minutes', count: 5 });
    expect(replyTimeSpan(3)).toEqual({ unit: 'minutes', count: 5 });
    expect(replyTimeSpan(12)).toEqual({ unit: 'minutes', count: 15 });
    expect(replyTimeSpan(30)).toEqual({ unit: 'minutes', count: 30 });
    expect(replyTimeSpan(55)).toEqual({ unit: 'minutes', count: 55 });
  });

  it('reads in whole hours, rounded up, from the hour below a day', () => {
    expect(replyTimeSpan(56)).toEqual({ unit: 'hours', count: 1 });
    expect(replyTimeSpan(60)).toEqual({ unit: 'hours', count: 1 });
    expect(replyTimeSpan(61)).toEqual({ unit: 'hours', count: 2 });
    expect(replyTimeSpan(180)).toEqual({ unit: 'hours', count: 3 });
    expect(replyTimeSpan(23 * 60)).toEqual({ unit: 'hours', count: 23 });
  });

  it('reads in whole days, rounded up, from a day', () => {
    expect(replyTimeSpan(23 * 60 + 1)).toEqual({ unit: 'days', count: 1 });
    expect(replyTimeSpan(24 * 60)).toEqual({ unit: 'days', count: 1 });
    expect(replyTimeSpan(24 * 60 + 1)).toEqual({ unit: 'days', count: 2 });
    expect(replyTimeSpan(2 * 24 * 60)).toEqual({ unit: 'days', count: 2 });
  });
});
