// GET /api/admin/annulleringer: cancellation requests awaiting the administrator, oldest first.
import type { CancellationsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const cancellationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancellations: build.query<CancellationsReply, void>({
      query: () => '/api/admin/annulleringer',
      providesTags: ['Cancellations'],
    }),
  }),
});

export const { useCancellationsQuery } = cancellationsApi;
