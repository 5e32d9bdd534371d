// SPEC §9 presentation shared by every area: dates in Copenhagen time per language, kroner with '.'
// thousands and ',' decimals (from øre and from whole kroner), the calendar's wall-clock text, and
// where a Copenhagen day and month start across the DST change.
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatKroner,
  formatWholeKroner,
  fromWallClock,
  startOfDay,
  startOfMonth,
  wallClockText,
} from './danish.js';

const at = (iso: string): number => Date.parse(iso) / 1000;

describe('Danish presentation', () => {
  it('shows dates in Copenhagen time, Danish by default and English for en (also when repeated)', () => {
    const lateEvening = at('2025-03-04T23:30:00Z');
    expect(formatDate(lateEvening)).toBe('5. marts 2025');
    expect(formatDate(lateEvening, 'en')).toBe('5 March 2025');
    expect(formatDate(lateEvening, 'da-DK')).toBe('5. marts 2025');
    expect(formatDateTime(lateEvening)).toBe('5. marts 2025 kl. 00.30');
    expect(formatDateTime(lateEvening, 'en')).toBe('5 March 2025 at 00:30');
  });

  it("shows amounts with '.' thousands and ',' decimals: øre and whole kroner", () => {
    expect(formatKroner(1234550)).toBe('12.345,50 kr.');
    expect(formatKroner(5)).toBe('0,05 kr.');
    expect(formatWholeKroner(12500)).toBe('12.500 kr.');
    expect(formatWholeKroner(999999999)).toBe('999.999.999 kr.');
  });

  it('reads and makes Copenhagen wall-clock times, DST-safe', () => {
    expect(wallClockText(at('2030-07-01T10:00:00Z'))).toBe('2030-07-01 12:00:00');
    expect(fromWallClock(2030, 3, 31)).toBe(at('2030-03-30T23:00:00Z'));
    expect(fromWallClock(2030, 12, 32)).toBe(at('2030-12-31T23:00:00Z'));
    expect(startOfDay(at('2030-03-31T21:59:00Z'))).toBe(at('2030-03-30T23:00:00Z'));
    expect(startOfMonth(at('2030-10-31T22:59:00Z'))).toBe(at('2030-09-30T22:00:00Z'));
  });
});
