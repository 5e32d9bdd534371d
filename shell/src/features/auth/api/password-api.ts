// Forgotten password: a 6-digit code sent by e-mail (and SMS when the profile has a phone), then a
// new password chosen with that code. Choosing one ends every session of the profile, this browser's
// too when it was logged in: the session is asked for again, so the header shows the visitor and the
// next post (the login that follows) sends the new session's CSRF token instead of the ended one's.
import type {
  ForgotPasswordBody,
  ForgotPasswordReply,
  PasswordResetBody,
  PasswordResetReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendResetCode: build.mutation<ForgotPasswordReply, ForgotPasswordBody>({
      query: (body) => ({ url: '/bruger/sendmailforgotpassword', method: 'POST', body }),
    }),
    resetPassword: build.mutation<PasswordResetReply, PasswordResetBody>({
      query: (body) => ({ url: '/api/password/reset', method: 'POST', body }),
      invalidatesTags: (reply) => (reply?.success ? ['Session'] : []),
    }),
  }),
});

export const { useSendResetCodeMutation, useResetPasswordMutation } = passwordApi;
