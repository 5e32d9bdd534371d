// The dashboard's period (issue 33): the offset from UTC changes at the hour summer time starts or
// ends, and the day's SQL expression adds each segment's offset (admin-dashboard.test.ts runs it on
// rows either side of the change); a period's days are every day from its first to its last.
import { describe, expect, it } from 'vitest';
import { localDaySql, offsetSegments, periodOf } from './period.js';

const utc = (text: string) => Date.parse(`${text}Z`) / 1000;

describe('the period', () => {
  it('finds the change of summer time to the hour', () => {
    const period = periodOf({ fra: '2025-10-20', til: '2025-11-02' });
    expect(period.segments).toEqual([
      { from: period.start, offset: 7200 },
      { from: utc('2025-10-26T01:00:00'), offset: 3600 },
    ]);
    expect(offsetSegments(utc('2025-03-29T23:00:00'), utc('2025-03-31T22:00:00'))).toEqual([
      { from: utc('2025-03-29T23:00:00'), offset: 3600 },
      { from: utc('2025-03-30T01:00:00'), offset: 7200 },
    ]);
  });

  it('writes the day as the offset of each segment, the last one as the rest', () => {
    const { segments } = periodOf({ fra: '2025-10-25', til: '2025-10-27' });
    expect(localDaySql('t', segments)).toBe(
      `((t + case when t < ${utc('2025-10-26T01:00:00')} then 7200 else 3600 end) / 86400)`,
    );
    expect(localDaySql('t', periodOf({ fra: '2025-12-01', til: '2025-12-31' }).segments)).toBe(
      '((t + 3600) / 86400)',
    );
  });

  it('lists every day, first and last included', () => {
    expect(periodOf({ fra: '2024-02-28', til: '2024-03-01' }).days).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});
