// The e-mail lookup and the confirmation of an existing profile by its password (SPEC §6/§7), in
// both portals' variants: /bruger/findemail and /firma/findemail, /bruger/data_acknowledgment and
// /firma/data_acknowledgment. A confirmed profile is logged in, so everything cached is read again.
import type {
  DataAcknowledgmentBody,
  DataAcknowledgmentReply,
  FindEmailReply,
} from '@opgavetorvet/contracts';
import { api, apiTagTypes } from '@opgavetorvet/ui';

/** The portal whose variant of a call is used. */
export type ProfilePortal = 'bruger' | 'firma';

export const existingProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    emailOwner: build.query<FindEmailReply, { portal: ProfilePortal; email: string }>({
      query: ({ portal, email }) => ({ url: `/${portal}/findemail`, method: 'POST', body: { email } }),
    }),
    confirmExistingProfile: build.mutation<
      DataAcknowledgmentReply,
      DataAcknowledgmentBody & { portal: ProfilePortal }
    >({
      query: ({ portal, ...body }) => ({ url: `/${portal}/data_acknowledgment`, method: 'POST', body }),
      invalidatesTags: (reply) => (reply?.success ? [...apiTagTypes] : []),
    }),
  }),
});

export const { useEmailOwnerQuery, useConfirmExistingProfileMutation } = existingProfileApi;
