// The opening-times calls (SPEC §3/§7: type, day, val, one value per call) come in an order the
// server accepts after every call: it refuses a day that closes at or before it opens.
import { describe, expect, it } from 'vitest';
import { openingErrors, openingTimeCalls, weekOf, type DayHours } from './opening-times';

const day = (d: number, open: string, close: string, closed = false): DayHours => ({
  day: d,
  open,
  close,
  closed,
});

describe('opening times', () => {
  it('reads the saved rows as seven days, Monday first, closed days marked', () => {
    const week = weekOf([
      { day: 1, type: 'open', val: '08:00' },
      { day: 1, type: 'close', val: '16:00' },
      { day: 7, type: 'closed', val: '1' },
    ]);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual(day(1, '08:00', '16:00'));
    expect(week[6]).toEqual(day(7, '', '', true));
  });

  it('sends nothing for an unchanged week and one call per changed value', () => {
    const before = [day(1, '08:00', '16:00')];
    expect(openingTimeCalls(before, before)).toEqual([]);
    expect(openingTimeCalls(before, [day(1, '07:00', '16:00')])).toEqual([
      { type: 'open', day: 1, val: '07:00' },
    ]);
  });

  it('a day moving later gets its closing time first, so it never closes before it opens in between', () => {
    expect(openingTimeCalls([day(2, '08:00', '16:00')], [day(2, '17:00', '21:00')])).toEqual([
      { type: 'close', day: 2, val: '21:00' },
      { type: 'open', day: 2, val: '17:00' },
    ]);
    expect(openingTimeCalls([day(2, '08:00', '16:00')], [day(2, '05:00', '07:00')])).toEqual([
      { type: 'open', day: 2, val: '05:00' },
      { type: 'close', day: 2, val: '07:00' },
    ]);
  });

  it("closing a day sends closed '1'; opening a closed day sends closed '0' and both times", () => {
    expect(openingTimeCalls([day(6, '09:00', '13:00')], [day(6, '09:00', '13:00', true)])).toEqual([
      { type: 'closed', day: 6, val: '1' },
    ]);
    expect(openingTimeCalls([day(7, '', '', true)], [day(7, '10:00', '14:00')])).toEqual([
      { type: 'closed', day: 7, val: '0' },
      { type: 'open', day: 7, val: '10:00' },
      { type: 'close', day: 7, val: '14:00' },
    ]);
  });

  it('an open day needs both times, closing after opening; a day with neither is left not given', () => {
    const errors = openingErrors([
      day(1, '08:00', ''),
      day(2, '16:00', '08:00'),
      day(3, '', '', true),
      day(4, '08:00', '16:00'),
      day(5, '', ''),
    ]);
    expect([...errors]).toEqual([
      [1, 'firma:::oplysninger::opening::both_times'],
      [2, 'errors:::opening_close_before_open'],
    ]);
  });
});
