// Rule (issue 10 #15): dates are Danish (d.m.yyyy) in both languages, on the Danish calendar day,
// formatted by Intl — never in US order because the page is in English.
import { describe, expect, it } from 'vitest';
import { formatUnixDate, formatUnixDateTime } from './format-date';

const fifthOfJanuary = Date.UTC(2025, 0, 5, 13, 30) / 1000;

describe('dates', () => {
  it.each(['da-DK', 'en', 'en-US'])('a date reads 5.1.2025 whatever the language (%s)', (lang) => {
    expect(formatUnixDate(fifthOfJanuary, lang)).toBe('5.1.2025');
  });

  it('is the Danish calendar day: 23:30 UTC on 31 December is 1.1. in Copenhagen', () => {
    expect(formatUnixDate(Date.UTC(2024, 11, 31, 23, 30) / 1000, 'en')).toBe('1.1.2025');
  });

  it('a date and time is Danish too', () => {
    expect(formatUnixDateTime(fifthOfJanuary)).toBe('5.1.2025, 14.30');
  });
});
