// The company's messages: its conversations (GET /api/firma/beskeder), one conversation's thread
// (/firma/message_modal → html; opening it marks the customer's messages read), answering
// (/opgave/new_message) and undoing a cancel request from the thread ('Fortryd',
// /ajax/firma/delete_cancel_message). Reading or writing refreshes everything tagged 'Messages'
// (the list's unread counts and the header's red dot); the thread itself is fetched again by the page.
import type {
  CompanyConversationsReply,
  HtmlReply,
  MessageModalBody,
  NewMessageBody,
  NewMessageReply,
  UndoCancelBody,
  UndoCancelReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const beskederApi = api.injectEndpoints({
  endpoints: (build) => ({
    firmaConversations: build.query<CompanyConversationsReply, number>({
      query: (page) => (page > 1 ? `/api/firma/beskeder?page=${page}` : '/api/firma/beskeder'),
      providesTags: ['Messages'],
    }),
    firmaMessageThread: build.query<HtmlReply, MessageModalBody>({
      query: (body) => ({ url: '/firma/message_modal', method: 'POST', body }),
      keepUnusedDataFor: 0,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(api.util.invalidateTags(['Messages']));
        } catch {
          // The page shows the failure; nothing was marked read.
        }
      },
    }),
    sendFirmaMessage: build.mutation<NewMessageReply, NewMessageBody>({
      query: (body) => ({ url: '/opgave/new_message', method: 'POST', body }),
      invalidatesTags: ['Messages'],
    }),
    undoCancelFromMessages: build.mutation<UndoCancelReply, UndoCancelBody>({
      query: (body) => ({ url: '/ajax/firma/delete_cancel_message', method: 'POST', body }),
      invalidatesTags: ['Messages', 'CompanyJobs'],
    }),
  }),
});

export const {
  useFirmaConversationsQuery,
  useFirmaMessageThreadQuery,
  useSendFirmaMessageMutation,
  useUndoCancelFromMessagesMutation,
} = beskederApi;
