// Login, logout and the new-company sign-up, injected into the shared api. Both login and logout
// invalidate every tag: the session (and its CSRF token) and all role-specific lists change.
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
      invalidatesTags: [...apiTagTypes],
    }),
    createCompany: build.mutation<LoginReply, CreateCompanyBody>({
      query: (body) => ({ url: '/firma/opret', method: 'POST', body }),
      invalidatesTags: (reply) => (reply?.type === 'success' ? [...apiTagTypes] : []),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useCreateCompanyMutation } = authApi;
