// The customer's messages: the inbox (GET /api/beskeder?page, issue 32: one row per thread with a
// message, newest first; GET /api/beskeder/:contactId for an open thread not on the shown page),
// the thread with one company on the own job (/ajax/bruger2/message_modal → html with the reply and
// decline forms; opening it marks the company's messages of that thread read), the inbox's read
// mark of the thread it shows (POST /api/beskeder/:contactId/laest: only that thread) and writing
// (/opgave/new_message). A read or an answer refreshes what is tagged 'Messages' (the inbox and the
// header's red dot; live events do the same) and the job pages. The thread is not tagged: the job
// page's modal and the inbox fetch it again themselves.
import type {
  InboxReadReply,
  InboxReply,
  InboxThreadHead,
  NewMessageBody,
  NewMessageReply,
  ThreadModalBody,
  ThreadModalReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

/** Tells the red dot to count again once a read has succeeded. */
async function recountUnread(
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown,
  queryFulfilled: Promise<unknown>,
): Promise<void> {
  try {
    await queryFulfilled;
    dispatch(api.util.invalidateTags(['Messages']));
  } catch {
    // The modal shows the failure; nothing was marked read.
  }
}

const threadQuery = (body: ThreadModalBody) => ({
  url: '/ajax/bruger2/message_modal',
  method: 'POST',
  body,
});

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The job page's message modal: its opening counts the red dot again. */
    brugerMessageThread: build.query<ThreadModalReply, ThreadModalBody>({
      query: threadQuery,
      keepUnusedDataFor: 0,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => recountUnread(dispatch, queryFulfilled),
    }),
    /** The inbox's open thread: its read mark (below) counts again once it is shown. */
    brugerInboxThread: build.query<ThreadModalReply, ThreadModalBody>({
      query: threadQuery,
      keepUnusedDataFor: 0,
    }),
    brugerInbox: build.query<InboxReply, number>({
      query: (page) => (page > 1 ? `/api/beskeder?page=${page}` : '/api/beskeder'),
      providesTags: ['Messages'],
    }),
    /** An open thread that is not on the shown page. */
    brugerThreadHead: build.query<InboxThreadHead, number>({
      query: (contactId) => `/api/beskeder/${contactId}`,
      providesTags: ['Messages'],
    }),
    /** The job list counts each job's unread messages too. */
    markBrugerThreadRead: build.mutation<InboxReadReply, number>({
      query: (contactId) => ({ url: `/api/beskeder/${contactId}/laest`, method: 'POST', body: {} }),
      invalidatesTags: ['Messages', 'UserJobs'],
    }),
    sendBrugerMessage: build.mutation<NewMessageReply, NewMessageBody & { job_id: number }>({
      query: ({ job_id: _jobId, ...body }) => ({ url: '/opgave/new_message', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { job_id }) => ['Messages', { type: 'UserJobs', id: job_id }],
    }),
  }),
});

export const {
  useBrugerMessageThreadQuery,
  useBrugerInboxThreadQuery,
  useBrugerInboxQuery,
  useBrugerThreadHeadQuery,
  useMarkBrugerThreadReadMutation,
  useSendBrugerMessageMutation,
} = messagesApi;
