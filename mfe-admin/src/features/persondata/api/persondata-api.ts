// The administrator's personal-data requests (issue 32): a person by e-mail
// (GET /api/admin/personer?email=) and the erasure (POST /api/admin/personer/:id/slet, with the
// request's reason). The export is a download link (adminPersonExportPath), not a call.
import {
  adminPersonErasePath,
  type AdminEraseBody,
  type AdminPersonReply,
  type EraseAccountReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const persondataApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPerson: build.query<AdminPersonReply, string>({
      query: (email) => ({ url: '/api/admin/personer', params: { email } }),
      keepUnusedDataFor: 0,
    }),
    erasePerson: build.mutation<EraseAccountReply, AdminEraseBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: adminPersonErasePath(id), method: 'POST', body }),
    }),
  }),
});

export const { useLazyAdminPersonQuery, useErasePersonMutation } = persondataApi;
