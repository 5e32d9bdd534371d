// The company calendar's month as weeks that start on Monday (SPEC §2/§9), and the day an event
// falls on. Plain UTC date arithmetic: a calendar day has no time zone, so no DST surprises.

export interface MonthRef {
  year: number;
  /** 1–12 */
  month: number;
}

export interface DayCell {
  /** 'YYYY-MM-DD', the same shape as the start of an event's date. */
  key: string;
  day: number;
  inMonth: boolean;
}

const pad = (n: number): string => String(n).padStart(2, '0');

export const dayKey = (year: number, month: number, day: number): string =>
  `${year}-${pad(month)}-${pad(day)}`;

/** Monday = 0 … Sunday = 6 for a UTC date. */
const mondayIndex = (date: Date): number => (date.getUTCDay() + 6) % 7;

/** The weeks (rows of seven days, Monday first) that show the month, with the neighbours' days. */
export function monthGrid({ year, month }: MonthRef): DayCell[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = mondayIndex(first);
  const weeks = Math.ceil((lead + daysInMonth) / 7);
  const rows: DayCell[][] = [];
  for (let w = 0; w < weeks; w += 1) {
    const row: DayCell[] = [];
    for (let d = 0; d < 7; d += 1) {
      const date = new Date(Date.UTC(year, month - 1, 1 + w * 7 + d - lead));
      row.push({
        key: dayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
        day: date.getUTCDate(),
        inMonth: date.getUTCMonth() === month - 1,
      });
    }
    rows.push(row);
  }
  return rows;
}

export const shiftMonth = ({ year, month }: MonthRef, by: number): MonthRef => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/**
 * SPEC §3: an event's date is 'YYYY-MM-DD HH:MM:SS' (wall-clock time) or a unix timestamp; the
 * day key and the time 'HH:MM' it shows.
 */
export function eventMoment(date: string): { key: string; time: string } {
  if (/^\d+$/.test(date)) {
    const d = new Date(Number(date) * 1000);
    return {
      key: dayKey(d.getFullYear(), d.getMonth() + 1, d.getDate()),
      time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    };
  }
  return { key: date.slice(0, 10), time: date.slice(11, 16) };
}

export const monthOfKey = (key: string): MonthRef => ({
  year: Number(key.slice(0, 4)),
  month: Number(key.slice(5, 7)),
});

export const todayMonth = (now = new Date()): MonthRef => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
});

export const todayKey = (now = new Date()): string =>
  dayKey(now.getFullYear(), now.getMonth() + 1, now.getDate());
