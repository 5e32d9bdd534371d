// The unread messages of the logged-in customer or company (/bruger2/update_number_red_dot →
// get_unread_messages), for the header's red dot. Tagged 'Messages', so reading or writing a
// thread in a portal counts again.
import type { UnreadCountReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const unreadMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    unreadMessages: build.query<UnreadCountReply, void>({
      query: () => ({ url: '/bruger2/update_number_red_dot', method: 'POST', body: {} }),
      providesTags: ['Messages'],
    }),
  }),
});

export const { useUnreadMessagesQuery } = unreadMessagesApi;
