// The customer's printable booking confirmation of the chosen company: /ajax/bruger/show_check
// { contactid } → html (the job, both parties' contact details, price and dates).
import type { BrugerHtmlReply, ShowCheckBody } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const bookingCheckApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingCheck: build.query<BrugerHtmlReply, ShowCheckBody>({
      query: (body) => ({ url: '/ajax/bruger/show_check', method: 'POST', body }),
    }),
  }),
});

export const { useBookingCheckQuery } = bookingCheckApi;
