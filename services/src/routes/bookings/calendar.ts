// The company calendar: GET /ajax/firma/calendar_event_company (every event, or one booking's) and
// GET /api/firma/kalender?limit=&year=&month=&day= (one day, month or year, or the coming events;
// limit 4 by default). Events are { date 'YYYY-MM-DD HH:MM:SS' in Copenhagen time, title, url,
// description, type }; a job's url opens its booking.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarEventsReply,
  CalendarQuery,
  CompanyCalendarQuery,
  bookingPage,
  type CalendarEvent,
} from '@opgavetorvet/contracts';
import { and, asc, eq, gte, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { calendarEvents, contacts } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { fromWallClock, nowSeconds, wallClockText } from '../../lib/danish.js';
import { OFF_CALENDAR_STATES } from './rules.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

interface EventRow {
  starts_at: number;
  title: string;
  description: string;
  type: string;
  contact_id: number | null;
}

const placeholder = sql.placeholder;
/** The company's events, but not those of a booking that will not be carried out (cancelled, refused). */
const ofCompany = and(
  eq(calendarEvents.companyId, placeholder('company')),
  or(isNull(calendarEvents.contactId), notInArray(contacts.state, [...OFF_CALENDAR_STATES])),
);
const inOrder = [asc(calendarEvents.startsAt), asc(calendarEvents.id)];

/** The company's events (all, one booking's, or a time range), prepared once per database. */
const statements = perDatabase((db) => {
  const events = () =>
    db
      .select({
        starts_at: calendarEvents.startsAt,
        title: calendarEvents.title,
        description: calendarEvents.description,
        type: calendarEvents.type,
        contact_id: calendarEvents.contactId,
      })
      .from(calendarEvents)
      .leftJoin(contacts, eq(contacts.id, calendarEvents.contactId));
  return {
    all: events()
      .where(ofCompany)
      .orderBy(...inOrder)
      .prepare(),
    ofBooking: events()
      .where(and(ofCompany, eq(calendarEvents.contactId, placeholder('contact'))))
      .orderBy(...inOrder)
      .prepare(),
    inRange: events()
      .where(
        and(
          ofCompany,
          gte(calendarEvents.startsAt, placeholder('from')),
          lt(calendarEvents.startsAt, placeholder('to')),
        ),
      )
      .orderBy(...inOrder)
      .limit(placeholder('limit'))
      .prepare(),
  };
});

const toEvent = (row: EventRow): CalendarEvent => ({
  date: wallClockText(row.starts_at),
  title: row.title,
  url: row.contact_id === null ? '' : bookingPage(row.contact_id),
  description: row.description,
  type: row.type,
});

/** [from, to) of the asked day, month or year in Copenhagen time; 400 for a date that does not exist. */
export function calendarRange(year?: number, month?: number, day?: number): [number, number] | null {
  if (year === undefined) {
    if (month !== undefined || day !== undefined)
      throw new AppError(400, 'fragments-firma:::calendar::date_parts');
    return null;
  }
  if (month === undefined) {
    if (day !== undefined) throw new AppError(400, 'fragments-firma:::calendar::date_parts');
    return [fromWallClock(year, 1, 1), fromWallClock(year + 1, 1, 1)];
  }
  if (day === undefined) return [fromWallClock(year, month, 1), fromWallClock(year, month + 1, 1)];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day)
    throw new AppError(400, 'fragments-firma:::calendar::invalid_date');
  return [fromWallClock(year, month, day), fromWallClock(year, month, day + 1)];
}

async function companyEvents(
  db: Db,
  companyId: number,
  contactId: number | undefined,
): Promise<CalendarEvent[]> {
  const rows: EventRow[] =
    contactId === undefined
      ? await statements(db).all.all({ company: companyId })
      : await statements(db).ofBooking.all({ company: companyId, contact: contactId });
  return rows.map(toEvent);
}

const calendarRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const response = scopedResponses(CalendarEventsReply);

  fastify.get(
    '/ajax/firma/calendar_event_company',
    {
      schema: {
        tags: ['bookings'],
        summary: "The company's calendar events",
        querystring: CompanyCalendarQuery,
        response,
      },
    },
    async (request) => companyEvents(fastify.db, request.company.id, request.query.contact_id),
  );

  fastify.get(
    '/api/firma/kalender',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Calendar events of a day, month or year',
        querystring: CalendarQuery,
        response,
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const { limit = 4, year, month, day } = request.query;
      const range = calendarRange(year, month, day);
      const [from, to] = range ?? [nowSeconds(), Number.MAX_SAFE_INTEGER];
      return (await statements(fastify.db).inRange.all({ company: companyId, from, to, limit })).map(toEvent);
    },
  );
};

export default calendarRoutes;
