// GET /api/bruger/klager: the customer's own complaints with Opgavetorvet's answers. Tagged 'Help':
// a new complaint or an answer (live event help_answered) fetches them again.
import type { OwnComplaintsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const complaintsApi = api.injectEndpoints({
  endpoints: (build) => ({
    ownComplaints: build.query<OwnComplaintsReply, void>({
      query: () => '/api/bruger/klager',
      providesTags: ['Help'],
    }),
  }),
});

export const { useOwnComplaintsQuery } = complaintsApi;
