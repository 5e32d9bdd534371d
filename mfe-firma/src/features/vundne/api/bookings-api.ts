// /firma2/get_dine_bookinger_pagination: the won jobs (bookings) as parallel arrays, one page at a
// time (SPEC §3, booking list item). Typed here until packages/contracts carries the call.
import { api } from '@opgavetorvet/ui';

export interface BookingsBody {
  page: number;
  search: string;
}

export interface BookingsReply {
  type: string;
  contact_ids: number[];
  job_headlines: string[];
  selected_no_milestone: string[];
  exist_calendar: boolean[];
  company_seen_selection: boolean[];
}

export interface BookingRowData {
  contactId: number;
  headline: string;
  milestoneClass: string;
  hasCalendar: boolean;
  seen: boolean;
}

/** The reply's arrays are aligned by index; one row per contact id. */
export function bookingRows(reply: BookingsReply): BookingRowData[] {
  return (reply.contact_ids ?? []).map((contactId, i) => ({
    contactId,
    headline: reply.job_headlines?.[i] ?? '',
    milestoneClass: reply.selected_no_milestone?.[i] ?? '',
    hasCalendar: reply.exist_calendar?.[i] === true,
    seen: reply.company_seen_selection?.[i] !== false,
  }));
}

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookings: build.query<BookingRowData[], BookingsBody>({
      query: (body) => ({ url: '/firma2/get_dine_bookinger_pagination', method: 'POST', body }),
      transformResponse: (reply: BookingsReply) => bookingRows(reply),
      providesTags: ['CompanyJobs'],
    }),
  }),
});

export const { useBookingsQuery } = bookingsApi;
