// GET /api/admin/annulleringer/afgjorte: the decided requests, newest decision first; a new
// decision ('Cancellations' tag) fetches them again.
import type { DecidedCancellationsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const decidedCancellationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    decidedCancellations: build.query<DecidedCancellationsReply, void>({
      query: () => '/api/admin/annulleringer/afgjorte',
      providesTags: ['Cancellations'],
    }),
  }),
});

export const { useDecidedCancellationsQuery } = decidedCancellationsApi;
