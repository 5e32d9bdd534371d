// 'Skift adgangskode' (issue 32), for a customer and for a company's contact person alike:
// POST /api/konto/adgangskode with the current password and the new one. The service ends every
// other session of the account; this one stays logged in, so nothing cached changes.
import type { MessageReply, PasswordChangeBody } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const passwordChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<MessageReply, PasswordChangeBody>({
      query: (body) => ({ url: '/api/konto/adgangskode', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = passwordChangeApi;
