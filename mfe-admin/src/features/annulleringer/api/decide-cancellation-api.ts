// POST /api/admin/annulleringer/:id/beslutning: approve or reject a pending cancellation request
// with a reason; the decided request leaves the pending list (the 'Cancellations' tag).
import type { CancellationDecisionBody, CancellationDecisionReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export interface DecideCancellationArgs extends CancellationDecisionBody {
  cancellationId: number;
}

export const decideCancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    decideCancellation: build.mutation<CancellationDecisionReply, DecideCancellationArgs>({
      query: ({ cancellationId, decision, reason }) => ({
        url: `/api/admin/annulleringer/${cancellationId}/beslutning`,
        method: 'POST',
        body: { decision, reason },
      }),
      invalidatesTags: ['Cancellations'],
    }),
  }),
});

export const { useDecideCancellationMutation } = decideCancellationApi;
