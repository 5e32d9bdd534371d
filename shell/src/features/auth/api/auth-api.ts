// Login, logout and the new-company sign-up, injected into the shared api. Login invalidates every
// tag (the session, its CSRF token and all role-specific lists change); logout only the session.
import type { CreateCompanyBody, LoginBody, LoginReply, LogoutReply } from '@opgavetorvet/contracts';
import { api, apiTagTypes } from '@opgavetorvet/ui';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginReply, LoginBody>({
      query: (body) => ({ url: '/bruger/modalformlogin', method: 'POST', body }),
      invalidatesTags: (reply) => (reply?.type === 'success' ? [...apiTagTypes] : []),
    }),
    logout: build.mutation<LogoutReply, void>({
      query: () => ({ url: '/api/logout', method: 'POST', body: {} }),
      // Only the session: refetching a portal's list now would be refused (401). Those pages give
      // way to their "log in" message, and the next login invalidates everything anyway.
      invalidatesTags: ['Session'],
    }),
    createCompany: build.mutation<LoginReply, CreateCompanyBody>({
      query: (body) => ({ url: '/firma/opret', method: 'POST', body }),
      invalidatesTags: (reply) => (reply?.type === 'success' ? [...apiTagTypes] : []),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useCreateCompanyMutation } = authApi;
