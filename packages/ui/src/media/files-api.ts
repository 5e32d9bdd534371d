// The calls on a stored file besides its upload: DELETE /api/filer/{key} (an upload no record names
// yet, taken out of a picker) and POST /api/filer/{key}/anmeld ("Anmeld billede", to the
// administrator). Injected into the UI kit's one api, so they carry the session's CSRF token.
import type { FileReportBody } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteUpload: build.mutation<unknown, string>({
      query: (key) => ({ url: `/api/filer/${encodeURIComponent(key)}`, method: 'DELETE' }),
    }),
    reportFile: build.mutation<unknown, { key: string } & FileReportBody>({
      query: ({ key, reason }) => ({
        url: `/api/filer/${encodeURIComponent(key)}/anmeld`,
        method: 'POST',
        body: { reason },
      }),
    }),
  }),
});

export const { useDeleteUploadMutation, useReportFileMutation } = filesApi;
