// A person's notice settings (issue 32), for a customer and for a company's contact person alike:
// GET and POST /api/konto/notifikationer. The saved settings the call answers replace the cached ones.
import type { NoticeSettingsBody, NoticeSettingsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const noticeSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    noticeSettings: build.query<NoticeSettingsReply, void>({
      query: () => '/api/konto/notifikationer',
      keepUnusedDataFor: 0,
    }),
    saveNoticeSettings: build.mutation<NoticeSettingsReply, NoticeSettingsBody>({
      query: (body) => ({ url: '/api/konto/notifikationer', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(noticeSettingsApi.util.upsertQueryData('noticeSettings', undefined, data));
      },
    }),
  }),
});

export const { useNoticeSettingsQuery, useSaveNoticeSettingsMutation } = noticeSettingsApi;
