// Rule (issue 10 #15): dates are Danish (d.m.yyyy) in both languages, on the Danish calendar day,
// written as Intl's da-DK writes them — never in US order because the page is in English.
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

  it('writes what Intl writes for da-DK, in summer and winter time', () => {
    const intlDate = new Intl.DateTimeFormat('da-DK', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'Europe/Copenhagen',
    });
    const intlDateTime = new Intl.DateTimeFormat('da-DK', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Copenhagen',
    });
    for (const ms of [
      Date.UTC(2026, 6, 9, 7, 4),
      Date.UTC(2026, 11, 24, 16, 45),
      Date.UTC(2027, 2, 28, 1, 0),
    ]) {
      expect(formatUnixDate(ms / 1000)).toBe(intlDate.format(ms));
      expect(formatUnixDateTime(ms / 1000)).toBe(intlDateTime.format(ms));
    }
  });
});
