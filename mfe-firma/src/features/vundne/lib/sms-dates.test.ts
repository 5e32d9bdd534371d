// SPEC §5: an SMS needs both expected start and end dates; the end may not lie before the start nor
// before today (the service's rules); the days are Danish days whatever zone the browser is in.
import { describe, expect, it } from 'vitest';
import {
  copenhagenDay,
  copenhagenMidnight,
  formatCopenhagenDay,
  smsBody,
  validateSmsDates,
} from './sms-dates';

describe('the SMS dates', () => {
  it.each([
    [{ start: '', end: '' }, 'errors:::sms_dates'],
    [{ start: '2026-12-03', end: '' }, 'errors:::sms_dates'],
    [{ start: '', end: '2026-12-10' }, 'errors:::sms_dates'],
    [{ start: '2026-12-10', end: '2026-12-03' }, 'errors:::sms_dates_order'],
    [{ start: '2026-12-03', end: '2026-12-03' }, null],
    [{ start: '2026-12-03', end: '2026-12-10' }, null],
    [{ start: '2026-11-20', end: '2026-11-25' }, 'errors:::sms_dates_past'],
    [{ start: '2026-11-20', end: '2026-12-01' }, null],
  ])('%j → %s (on 2026-12-01)', (dates, error) => {
    expect(validateSmsDates(dates, '2026-12-01')).toBe(error);
  });

  it('start is midnight in Copenhagen, winter and summer time alike', () => {
    expect(copenhagenMidnight('2026-12-03')).toBe(Date.UTC(2026, 11, 2, 23) / 1000);
    expect(copenhagenMidnight('2026-07-01')).toBe(Date.UTC(2026, 5, 30, 22) / 1000);
    expect(copenhagenMidnight('2026-03-29', 1)).toBe(Date.UTC(2026, 2, 29, 22) / 1000);
  });

  it('sends the start day from its first second and the end day to its last', () => {
    const body = smsBody(548, { start: '2026-12-03', end: '2026-12-10' });
    expect(body).toEqual({
      contact_contract_id: 548,
      start_date: Date.UTC(2026, 11, 2, 23) / 1000,
      end_date: Date.UTC(2026, 11, 10, 23) / 1000 - 1,
    });
    expect(copenhagenDay(body.start_date)).toBe('2026-12-03');
    expect(copenhagenDay(body.end_date)).toBe('2026-12-10');
    expect(copenhagenDay(null)).toBe('');
    expect(formatCopenhagenDay(body.start_date, 'da-DK')).toBe('3.12.2026');
    expect(formatCopenhagenDay(body.end_date, 'da-DK')).toBe('10.12.2026');
  });
});
