// GET /api/firma/kom-godt-i-gang: which items of the start checklist the company has done (issue 31).
import type { StartChecklistReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const startChecklistApi = api.injectEndpoints({
  endpoints: (build) => ({
    startChecklist: build.query<StartChecklistReply, void>({
      query: () => ({ url: '/api/firma/kom-godt-i-gang' }),
    }),
  }),
});

export const { useStartChecklistQuery } = startChecklistApi;
