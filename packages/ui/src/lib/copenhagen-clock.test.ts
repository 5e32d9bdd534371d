// Rule: the Copenhagen wall clock follows the EU summer-time rule, the same as Intl's zone data,
// including the hour that is skipped in March and the one that comes twice in October.
import { describe, expect, it } from 'vitest';
import { copenhagenClock } from './copenhagen-clock';

const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
const byIntl = (ms: number) => {
  const parts = Object.fromEntries(intl.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
};

describe('the Copenhagen wall clock', () => {
  it('moves to summer time at 01:00 UTC on the last Sunday of March (02:00 becomes 03:00)', () => {
    expect(copenhagenClock(Date.UTC(2025, 2, 30, 0, 59))).toMatchObject({ day: 30, hour: 1, minute: 59 });
    expect(copenhagenClock(Date.UTC(2025, 2, 30, 1, 0))).toMatchObject({ day: 30, hour: 3, minute: 0 });
  });

  it('moves back at 01:00 UTC on the last Sunday of October (02:00-02:59 comes twice)', () => {
    expect(copenhagenClock(Date.UTC(2025, 9, 26, 0, 59))).toMatchObject({ day: 26, hour: 2, minute: 59 });
    expect(copenhagenClock(Date.UTC(2025, 9, 26, 1, 0))).toMatchObject({ day: 26, hour: 2, minute: 0 });
  });

  it('is the next day in Copenhagen late in the UTC evening', () => {
    expect(copenhagenClock(Date.UTC(2024, 11, 31, 23, 30))).toEqual({
      year: 2025,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
    });
  });

  it('agrees with Intl every 7 hours 13 minutes from 2020 to 2040', () => {
    const step = (7 * 60 + 13) * 60_000;
    const differing: number[] = [];
    for (let ms = Date.UTC(2020, 0, 1); ms < Date.UTC(2040, 0, 1); ms += step)
      if (JSON.stringify(copenhagenClock(ms)) !== JSON.stringify(byIntl(ms))) differing.push(ms);
    expect(differing).toEqual([]);
  });
});
