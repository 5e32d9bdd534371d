// The company's booking sidebar and won-job decisions (SPEC §7 "Bookings and contracts"): the
// booking lists, the won-jobs tab, confirm / refuse / propose changes, the contract, the calendar.
import { Type, type Static } from 'typebox';
import { Id } from './common.js';

/** /firma2/get_dine_bookinger (older call): company_id must be the caller's own company. */
export const OlderBookingsBody = Type.Object({ company_id: Id }, { additionalProperties: false });
export type OlderBookingsBody = Static<typeof OlderBookingsBody>;

export const OlderBookingsReply = Type.Object({
  type: Type.Literal('success'),
  contact_id: Type.Array(Id),
  job_headline: Type.Array(Type.String()),
});
export type OlderBookingsReply = Static<typeof OlderBookingsReply>;

export { BOOKINGS_PAGE_SIZE } from './page-sizes.js';

/** /firma2/get_dine_bookinger_pagination: search is empty or at least 3 characters (SPEC §5). */
export const BookingsPageBody = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100000 }),
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        pattern: '^(\\s*|\\s*\\S.+\\S\\s*)$',
        'x-error': 'fragments-firma:::bookings::search_short',
      }),
    ),
  },
  { additionalProperties: false },
);
export type BookingsPageBody = Static<typeof BookingsPageBody>;

/**
 * Parallel arrays aligned by index (SPEC §3). selected_no_milestone is the dollar icon's class:
 * 'no-milestone' until a final price is reported, 'milestone-done' once finished,
 * 'milestone-cancelled' when refused, cancelled or awaiting a cancel decision.
 */
export const BookingsPageReply = Type.Object({
  type: Type.Literal('success'),
  contact_ids: Type.Array(Id),
  job_headlines: Type.Array(Type.String()),
  selected_no_milestone: Type.Array(Type.String()),
  exist_calendar: Type.Array(Type.Boolean()),
  company_seen_selection: Type.Array(Type.Boolean()),
});
export type BookingsPageReply = Static<typeof BookingsPageReply>;

export const WonTabBody = Type.Object(
  { page: Type.Integer({ minimum: 1, maximum: 100000 }) },
  { additionalProperties: false },
);
export type WonTabBody = Static<typeof WonTabBody>;

/** is_redirect_first_page: the page asked for lies past the end, so html is page 1. */
export const WonTabReply = Type.Object({ html: Type.String(), is_redirect_first_page: Type.Boolean() });
export type WonTabReply = Static<typeof WonTabReply>;

export const ContactIdBody = Type.Object({ contact_id: Id }, { additionalProperties: false });
export type ContactIdBody = Static<typeof ContactIdBody>;

/** /firma/refuse_job (reply not shown in the SPEC; designed). */
export const RefuseJobReply = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type RefuseJobReply = Static<typeof RefuseJobReply>;

/** /firma/confirm_job: response is 'confirmed' on success, 'error' otherwise; message is shown. */
export const ConfirmJobReply = Type.Object({
  success: Type.Boolean(),
  response: Type.Union([Type.Literal('confirmed'), Type.Literal('error')]),
  message: Type.String(),
});
export type ConfirmJobReply = Static<typeof ConfirmJobReply>;

/** /firma/save_contract_changes: an empty message → 'Please enter text'. */
export const ContractChangesBody = Type.Object(
  {
    contactid: Id,
    message: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type ContractChangesBody = Static<typeof ContractChangesBody>;

/** Shown as a notification of its type whether it succeeds or not (SPEC §8). */
export const ContractChangesReply = Type.Object({
  success: Type.Boolean(),
  type: Type.Union([Type.Literal('success'), Type.Literal('error')]),
  message: Type.String(),
});
export type ContractChangesReply = Static<typeof ContractChangesReply>;

/** /ajax/firma/get_my_contract_by_job_id: current_company_id must be the caller's company. */
export const ContractBody = Type.Object(
  { job_id: Id, current_company_id: Id },
  { additionalProperties: false },
);
export type ContractBody = Static<typeof ContractBody>;

/** A calendar event; date is Copenhagen wall-clock time 'YYYY-MM-DD HH:MM:SS'. */
export const CalendarEvent = Type.Object({
  date: Type.String(),
  title: Type.String(),
  url: Type.String(),
  description: Type.String(),
  type: Type.String(),
});
export type CalendarEvent = Static<typeof CalendarEvent>;

export const CalendarEventsReply = Type.Array(CalendarEvent);
export type CalendarEventsReply = Static<typeof CalendarEventsReply>;

/** GET /ajax/firma/calendar_event_company: every event of the company, or one booking's. */
export const CompanyCalendarQuery = Type.Object(
  { contact_id: Type.Optional(Id) },
  { additionalProperties: false },
);
export type CompanyCalendarQuery = Static<typeof CompanyCalendarQuery>;

/**
 * GET /api/firma/kalender: events of one day (year, month, day), month (year, month) or year;
 * without a date the coming events from now. limit defaults to 4 (SPEC §9).
 */
export const CalendarQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 4 })),
    year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    day: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
  },
  { additionalProperties: false },
);
export type CalendarQuery = Static<typeof CalendarQuery>;

/** GET /ical/{token}.ics: the feed's secret (any text; an unknown one answers 404). */
export const CalendarFeedParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type CalendarFeedParams = Static<typeof CalendarFeedParams>;

/** GET and POST /api/firma/kalender/abonnement: the feed's absolute address (POST: a new secret). */
export const CalendarFeedReply = Type.Object({ url: Type.String() });
export type CalendarFeedReply = Static<typeof CalendarFeedReply>;

/** POST /api/firma/kalender/abonnement takes nothing but the CSRF token. */
export const NewCalendarFeedBody = Type.Object({}, { additionalProperties: false });
export type NewCalendarFeedBody = Static<typeof NewCalendarFeedBody>;
