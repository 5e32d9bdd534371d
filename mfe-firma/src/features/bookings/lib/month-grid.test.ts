// The calendar's month (SPEC §2/§9): weeks start on Monday, Danish month and day names.
import { describe, expect, it } from 'vitest';
import { monthTitle, weekdayNames } from './calendar-names';
import { eventMoment, monthGrid, shiftMonth } from './month-grid';
import { startMonth } from './calendar-events';

describe('the month grid', () => {
  it('starts every week on Monday: November 2026 (1st a Sunday) opens with Monday 26 October', () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks[0].map((d) => d.key)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[0][6].inMonth).toBe(true);
    expect(weeks[0][0].inMonth).toBe(false);
    expect(weeks).toHaveLength(6);
    expect(weeks.at(-1)?.[0].key).toBe('2026-11-30');
  });

  it('needs only four weeks for a February that starts on Monday (2027)', () => {
    expect(monthGrid({ year: 2027, month: 2 })).toHaveLength(4);
  });

  it('moves across the year', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe('Danish names', () => {
  it('names the month and the days Monday first', () => {
    expect(monthTitle({ year: 2026, month: 11 }, 'da-DK')).toBe('November 2026');
    const names = weekdayNames('da-DK');
    expect(names[0].long).toBe('mandag');
    expect(names[6].long).toBe('søndag');
  });
});

describe('events', () => {
  it("reads 'YYYY-MM-DD HH:MM:SS' as its day and time", () => {
    expect(eventMoment('2026-11-02 11:00:00')).toEqual({ key: '2026-11-02', time: '11:00' });
  });

  it("opens on the month of the booking's next event, else its latest, else this month", () => {
    const now = new Date(2026, 5, 15);
    const event = (date: string) => ({ date, title: '', url: '', description: '', type: 'job' });
    expect(startMonth([event('2026-03-01 10:00:00'), event('2026-08-17 10:00:00')], now)).toEqual({
      year: 2026,
      month: 8,
    });
    expect(startMonth([event('2026-03-01 10:00:00')], now)).toEqual({ year: 2026, month: 3 });
    expect(startMonth([], now)).toEqual({ year: 2026, month: 6 });
  });
});
