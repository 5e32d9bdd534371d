// POST /api/firma/bud: a sealed offer on an open job; the job list is fetched again so the card
// shows 'Du har givet tilbud' (the 'CompanyJobs' tag).
import type { BidBody, BidReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const bidApi = api.injectEndpoints({
  endpoints: (build) => ({
    giveBid: build.mutation<BidReply, BidBody>({
      query: (body) => ({ url: '/api/firma/bud', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
  }),
});

export const { useGiveBidMutation } = bidApi;
