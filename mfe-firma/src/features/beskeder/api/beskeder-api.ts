// The company's messages: its inbox (GET /api/beskeder?page, issue 32: one row per thread with a
// message, newest first), the head of an open thread that is not listed there (GET
// /api/beskeder/:contactId), one thread (/firma/message_modal → html), the thread's read mark once it is
// shown (POST /api/beskeder/:contactId/laest: only that thread), answering (/opgave/new_message) and
// undoing a cancel request from the thread ('Fortryd', /ajax/firma/delete_cancel_message). A read
// mark or an answer refreshes everything tagged 'Messages' (the inbox's unread counts and the
// header's red dot; live events do the same); the open thread is not tagged, so marking it read
// does not fetch it again: the page fetches it when its row shows a newer message.
import type {
  HtmlReply,
  InboxReadReply,
  InboxReply,
  InboxThreadHead,
  MessageModalBody,
  NewMessageBody,
  NewMessageReply,
  UndoCancelBody,
  UndoCancelReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const beskederApi = api.injectEndpoints({
  endpoints: (build) => ({
    firmaInbox: build.query<InboxReply, number>({
      query: (page) => (page > 1 ? `/api/beskeder?page=${page}` : '/api/beskeder'),
      providesTags: ['Messages'],
    }),
    /** An open thread that is not on the shown page, or has no messages yet. */
    firmaThreadHead: build.query<InboxThreadHead, number>({
      query: (contactId) => `/api/beskeder/${contactId}`,
      providesTags: ['Messages'],
    }),
    firmaMessageThread: build.query<HtmlReply, MessageModalBody>({
      query: (body) => ({ url: '/firma/message_modal', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    markFirmaThreadRead: build.mutation<InboxReadReply, number>({
      query: (contactId) => ({ url: `/api/beskeder/${contactId}/laest`, method: 'POST', body: {} }),
      invalidatesTags: ['Messages'],
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
  useFirmaInboxQuery,
  useFirmaThreadHeadQuery,
  useFirmaMessageThreadQuery,
  useMarkFirmaThreadReadMutation,
  useSendFirmaMessageMutation,
  useUndoCancelFromMessagesMutation,
} = beskederApi;
