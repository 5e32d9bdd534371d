// Days and wall-clock times in Copenhagen, whatever zone the machine is in: the one rule of the
// service (calendar, day and month limits) and of the forms (a company's SMS dates) for turning a
// Danish date and hour into unix seconds and back. Intl formatters are costly to build: made once.
export const COPENHAGEN_TIME_ZONE = 'Europe/Copenhagen';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: COPENHAGEN_TIME_ZONE,
});

/** Copenhagen wall-clock time of unix seconds as 'YYYY-MM-DD HH:MM:SS'. */
export function copenhagenWallClock(seconds: number): string {
  const parts = Object.fromEntries(wallClock.formatToParts(seconds * 1000).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The Copenhagen wall-clock date and time of an instant, as numbers. */
export function copenhagenWallClockParts(ms: number): {
  year: number;
  month: number;
  day: number;
  wallMs: number;
} {
  const [date, time] = copenhagenWallClock(ms / 1000).split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  return { year, month, day, wallMs: Date.UTC(year, month - 1, day, hour, minute, second) };
}

/** Unix seconds of a Copenhagen wall-clock time (DST-safe; day 32 is the next month's first). */
export function fromCopenhagenWallClock(year: number, month: number, day: number, hour = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  const offsetAt = (ms: number): number => copenhagenWallClockParts(ms).wallMs - ms;
  let guess = wall - offsetAt(wall);
  guess = wall - offsetAt(guess); // again, in case summer time starts or ends in between
  return Math.floor(guess / 1000);
}
