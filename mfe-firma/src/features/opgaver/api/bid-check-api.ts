// The bid modal's check (/ajax/firma/modal_bid, SPEC §7), which 'Giv tilbud' on the open-jobs list
// makes: its own file, so the list's chunk does not carry the modals' calls (job-modals-api.ts).
import type { BidModalReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const bidCheckApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: asked afresh on every 'Giv tilbud', since another tab may have bid meanwhile.
    checkBidModal: build.mutation<BidModalReply, number>({
      query: (jobId) => ({ url: '/ajax/firma/modal_bid', method: 'POST', body: { job_id: jobId } }),
    }),
  }),
});

export const { useCheckBidModalMutation } = bidCheckApi;
