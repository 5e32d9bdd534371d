// The booking rules as plain functions: the dollar icon's class, the won tab's landing page, and the calendar's day/month/year ranges in Copenhagen time.
import { describe, expect, it } from 'vitest';
import { calendarRange } from './calendar.js';
import { landingPage, milestoneClass } from './rules.js';

describe('booking rules', () => {
  it('gives the dollar icon a class by state', () => {
    expect(milestoneClass('awaiting_confirmation')).toBe('no-milestone');
    expect(milestoneClass('finished')).toBe('milestone-done');
    expect(milestoneClass('cancel_pending')).toBe('milestone-cancelled');
  });

  it('lands on page 1 with a redirect past the end', () => {
    expect(landingPage(3, 41, 20)).toEqual({ page: 3, redirect: false });
    expect(landingPage(4, 41, 20)).toEqual({ page: 1, redirect: true });
    expect(landingPage(1, 0, 20)).toEqual({ page: 1, redirect: false });
  });

  it('ranges a Copenhagen day, month and year (DST-safe)', () => {
    expect(calendarRange(2030, 3, 31)).toEqual([
      Date.parse('2030-03-30T23:00:00Z') / 1000,
      Date.parse('2030-03-31T22:00:00Z') / 1000,
    ]);
    expect(calendarRange(2030, 12)).toEqual([
      Date.parse('2030-11-30T23:00:00Z') / 1000,
      Date.parse('2030-12-31T23:00:00Z') / 1000,
    ]);
    expect(calendarRange()).toBeNull();
    expect(() => calendarRange(2030, 2, 29)).toThrow();
    expect(() => calendarRange(undefined, 2)).toThrow();
  });
});
