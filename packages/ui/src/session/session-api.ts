// GET /api/session: who is logged in and the CSRF token every POST must send.
import type { SessionReply } from '@opgavetorvet/contracts';
import { api } from '../api/base-api';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    session: build.query<SessionReply, void>({
      query: () => '/api/session',
      providesTags: ['Session'],
    }),
  }),
});

export const { useSessionQuery } = sessionApi;
