// The phone that gets the company's SMS notifications (/ajax/firma/notifications_phone): 8 digits,
// '+45' and spaces allowed, '' removes it. The settings call reads it back (notify_phone).
import type { NotificationsPhoneBody, NotificationsPhoneReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const notificationsPhoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveNotificationsPhone: build.mutation<NotificationsPhoneReply, NotificationsPhoneBody>({
      query: (body) => ({ url: '/ajax/firma/notifications_phone', method: 'POST', body }),
    }),
  }),
});

export const { useSaveNotificationsPhoneMutation } = notificationsPhoneApi;
