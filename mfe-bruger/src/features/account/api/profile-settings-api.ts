// /bruger/profil's own calls (issue 32): the editable profile and the changes waiting for their
// confirmation (GET /api/bruger/profil), saving name/zip/address, asking for a phone code or an
// e-mail link, and confirming the phone code. Changing the password is @opgavetorvet/ui/account's.
import type {
  EmailChangeBody,
  MessageReply,
  PhoneChangeBody,
  PhoneConfirmBody,
  ProfileSettingsReply,
  ProfileUpdateBody,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

const profil = { type: 'UserJobs', id: 'profil' } as const;
const konto = { type: 'UserJobs', id: 'konto' } as const;

export const profileSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileSettings: build.query<ProfileSettingsReply, void>({
      query: () => '/api/bruger/profil',
      providesTags: [profil],
    }),
    saveProfile: build.mutation<MessageReply, ProfileUpdateBody>({
      query: (body) => ({ url: '/api/bruger/profil', method: 'POST', body }),
      invalidatesTags: [profil, konto],
    }),
    askPhoneCode: build.mutation<MessageReply, PhoneChangeBody>({
      query: (body) => ({ url: '/api/bruger/profil/telefon', method: 'POST', body }),
      invalidatesTags: [profil],
    }),
    confirmPhone: build.mutation<MessageReply, PhoneConfirmBody>({
      query: (body) => ({ url: '/api/bruger/profil/telefon/bekraeft', method: 'POST', body }),
      invalidatesTags: [profil, konto],
    }),
    askEmailLink: build.mutation<MessageReply, EmailChangeBody>({
      query: (body) => ({ url: '/api/bruger/profil/email', method: 'POST', body }),
      invalidatesTags: [profil],
    }),
  }),
});

export const {
  useProfileSettingsQuery,
  useSaveProfileMutation,
  useAskPhoneCodeMutation,
  useConfirmPhoneMutation,
  useAskEmailLinkMutation,
} = profileSettingsApi;
