// Which month the booking's calendar opens on, and the events of one month or day.
import type { CalendarEvent } from '@opgavetorvet/contracts';
import { eventMoment, monthOfKey, todayKey, todayMonth, type MonthRef } from './month-grid';

/** The month of the booking's next event; else of its latest; else this month. */
export function startMonth(events: readonly CalendarEvent[] | undefined, now = new Date()): MonthRef {
  if (!events || events.length === 0) return todayMonth(now);
  const keys = events.map((event) => eventMoment(event.date).key).sort();
  const today = todayKey(now);
  return monthOfKey(keys.find((key) => key >= today) ?? keys[keys.length - 1]);
}

const monthPrefix = ({ year, month }: MonthRef): string => `${year}-${String(month).padStart(2, '0')}`;

export function eventsInMonth(events: readonly CalendarEvent[], month: MonthRef): CalendarEvent[] {
  const prefix = monthPrefix(month);
  return events.filter((event) => eventMoment(event.date).key.startsWith(prefix));
}

/** How many events fall on each day ('YYYY-MM-DD' → count). */
export function countsByDay(events: readonly CalendarEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of events) {
    const { key } = eventMoment(event.date);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export const eventsOnDay = (events: readonly CalendarEvent[], key: string | null): CalendarEvent[] =>
  key === null ? [...events] : events.filter((event) => eventMoment(event.date).key === key);
