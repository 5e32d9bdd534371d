// Social login through the OpenID provider (SPEC §7 "Login and accounts"): begin (the provider's
// address for the login window), the status the page polls every 2 s, and recording the identity
// on the profile after its password confirmed it. Status and recording are read fresh every time.
import type {
  LoginReply,
  SocialBeginReply,
  SocialRecordingReply,
  SocialStatusReply,
} from '@opgavetorvet/contracts';
import { api, apiTagTypes } from '@opgavetorvet/ui';

export const socialApi = api.injectEndpoints({
  endpoints: (build) => ({
    beginSocialLogin: build.mutation<SocialBeginReply | LoginReply, void>({
      query: () => ({ url: '/social/oidc/begin', method: 'POST', body: {} }),
    }),
    socialStatus: build.mutation<SocialStatusReply, void>({
      query: () => ({ url: '/social/oidc/validation_status', method: 'GET' }),
    }),
    recordSocialLogin: build.mutation<SocialRecordingReply, void>({
      query: () => ({ url: '/social/oidc/recording', method: 'GET' }),
      invalidatesTags: (reply) => (reply?.saved ? [...apiTagTypes] : []),
    }),
  }),
});

export const { useBeginSocialLoginMutation, useSocialStatusMutation, useRecordSocialLoginMutation } =
  socialApi;
