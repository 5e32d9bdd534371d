// The opening-times form: one row per weekday (1 = Monday … 7 = Sunday) read from the saved
// values, checked, and turned into the calls of SPEC §3/§7 (type, day, val; one value per call).
import type { OpeningTimeBody, OpeningTimeType } from '@opgavetorvet/contracts';

export interface DayHours {
  day: number;
  closed: boolean;
  open: string;
  close: string;
}

export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

interface SavedRow {
  day: number;
  type: OpeningTimeType;
  val: string;
}

/** The saved rows as seven form rows. */
export function weekOf(rows: readonly SavedRow[]): DayHours[] {
  return WEEK_DAYS.map((day) => {
    const ofDay = rows.filter((r) => r.day === day);
    const value = (type: OpeningTimeType) => ofDay.find((r) => r.type === type)?.val ?? '';
    return { day, closed: value('closed') === '1', open: value('open'), close: value('close') };
  });
}

/**
 * Days with only one of their times, or closing at or before they open (text keys by day). A day
 * with neither time is left 'not given', as the server shows it.
 */
export function openingErrors(week: readonly DayHours[]): Map<number, string> {
  const errors = new Map<number, string>();
  for (const d of week) {
    if (d.closed || (d.open === '' && d.close === '')) continue;
    if (d.open === '' || d.close === '') errors.set(d.day, 'firma:::oplysninger::opening::both_times');
    else if (d.close <= d.open) errors.set(d.day, 'errors:::opening_close_before_open');
  }
  return errors;
}

/**
 * The calls that turn `before` into `after`, in an order the server accepts after every single
 * call (it refuses a day that would close at or before it opens): a day moving later gets its
 * closing time first, otherwise its opening time first.
 */
export function openingTimeCalls(before: readonly DayHours[], after: readonly DayHours[]): OpeningTimeBody[] {
  const calls: OpeningTimeBody[] = [];
  for (const next of after) {
    const prev = before.find((d) => d.day === next.day) ?? {
      day: next.day,
      closed: false,
      open: '',
      close: '',
    };
    const { day } = next;
    if (next.closed) {
      if (!prev.closed) calls.push({ type: 'closed', day, val: '1' });
      continue;
    }
    if (prev.closed) calls.push({ type: 'closed', day, val: '0' });
    const open: OpeningTimeBody | null =
      next.open !== prev.open ? { type: 'open', day, val: next.open } : null;
    const close: OpeningTimeBody | null =
      next.close !== prev.close ? { type: 'close', day, val: next.close } : null;
    const closeFirst = prev.close !== '' && next.open >= prev.close;
    for (const call of closeFirst ? [close, open] : [open, close]) if (call) calls.push(call);
  }
  return calls;
}
