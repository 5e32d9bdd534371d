// The booking sidebar's calls (SPEC §7 "Bookings and contracts"): the bookings one page at a time
// as parallel arrays (/firma2/get_dine_bookinger_pagination, loaded page after page by infinite
// scroll), the company calendar's events for one booking or one month, and the secret address of
// the company's calendar feed (read, or made anew: the new address replaces the cached one).
import {
  BOOKINGS_PAGE_SIZE,
  type BookingsPageReply,
  type CalendarEvent,
  type CalendarEventsReply,
  type CalendarFeedReply,
  type NewCalendarFeedBody,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export interface BookingRowData {
  contactId: number;
  headline: string;
  /** selected_no_milestone: the dollar icon's class ('no-milestone', 'milestone-done', …). */
  milestoneClass: string;
  hasCalendar: boolean;
  seen: boolean;
}

/** SPEC §3: the reply's arrays are aligned by index; one row per contact id. */
export function bookingRows(reply: BookingsPageReply): BookingRowData[] {
  return (reply.contact_ids ?? []).map((contactId, i) => ({
    contactId,
    headline: reply.job_headlines?.[i] ?? '',
    milestoneClass: reply.selected_no_milestone?.[i] ?? 'no-milestone',
    hasCalendar: reply.exist_calendar?.[i] === true,
    seen: reply.company_seen_selection?.[i] !== false,
  }));
}

/** A full page may have a next one; a shorter page is the last (SPEC §9: the page size is the server's). */
export const nextBookingsPage = (lastPage: BookingRowData[], lastPageParam: number): number | undefined =>
  lastPage.length < BOOKINGS_PAGE_SIZE ? undefined : lastPageParam + 1;

export interface MonthArg {
  year: number;
  month: number;
}

/** Every event of a month of the company calendar (the service answers at most 100). */
export const MONTH_EVENTS_LIMIT = 100;

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingPages: build.infiniteQuery<BookingRowData[], string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => nextBookingsPage(lastPage, lastPageParam),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/firma2/get_dine_bookinger_pagination',
        method: 'POST',
        body: { page: pageParam, search: queryArg },
      }),
      transformResponse: (reply: BookingsPageReply) => bookingRows(reply),
      // SPEC §2: opening the list starts again at page 1, so a closed list keeps nothing.
      keepUnusedDataFor: 0,
      providesTags: ['CompanyJobs'],
    }),
    bookingCalendar: build.query<CalendarEvent[], number>({
      query: (contactId) => ({
        url: '/ajax/firma/calendar_event_company',
        params: { contact_id: contactId },
      }),
      transformResponse: (reply: CalendarEventsReply) => reply,
      providesTags: ['CompanyJobs'],
    }),
    calendarMonth: build.query<CalendarEvent[], MonthArg>({
      query: ({ year, month }) => ({
        url: '/api/firma/kalender',
        params: { limit: MONTH_EVENTS_LIMIT, year, month },
      }),
      providesTags: ['CompanyJobs'],
    }),
    calendarFeed: build.query<CalendarFeedReply, void>({
      query: () => ({ url: '/api/firma/kalender/abonnement' }),
    }),
    renewCalendarFeed: build.mutation<CalendarFeedReply, void>({
      query: () => ({
        url: '/api/firma/kalender/abonnement',
        method: 'POST',
        body: {} satisfies NewCalendarFeedBody,
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(bookingsApi.util.upsertQueryData('calendarFeed', undefined, data));
        } catch {
          // A refusal is shown by the component that asked; the old address stays.
        }
      },
    }),
  }),
});

export const {
  useBookingPagesInfiniteQuery,
  useBookingCalendarQuery,
  useCalendarMonthQuery,
  useCalendarFeedQuery,
  useRenewCalendarFeedMutation,
} = bookingsApi;
