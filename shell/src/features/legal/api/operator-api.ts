// GET /api/operatoer: who runs Opgavetorvet (name, CVR number, address), for the legal pages. Lives
// in the legal feature, so the call's code is in the legal pages' own chunk, not the shell's first load.
import type { OperatorReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const operatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    operator: build.query<OperatorReply, void>({ query: () => '/api/operatoer', keepUnusedDataFor: 3600 }),
  }),
});

export const { useOperatorQuery } = operatorApi;
