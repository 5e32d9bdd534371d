// The customer's messages: the thread with one company on the own job (/ajax/bruger2/message_modal
// → html with the reply and decline forms; opening it marks the company's messages read), the
// messages modal of every conversation (/bruger2/show_message_modal user_id → html) and writing
// (/opgave/new_message). Reading or writing refreshes what is tagged 'Messages' (the header's red
// dot) and writing also the job page; the open thread is fetched again by its modal.
import type {
  MessageListBody,
  MessageListReply,
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

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    brugerMessageThread: build.query<ThreadModalReply, ThreadModalBody>({
      query: (body) => ({ url: '/ajax/bruger2/message_modal', method: 'POST', body }),
      keepUnusedDataFor: 0,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => recountUnread(dispatch, queryFulfilled),
    }),
    brugerMessageList: build.query<MessageListReply, MessageListBody>({
      query: (body) => ({ url: '/bruger2/show_message_modal', method: 'POST', body }),
      keepUnusedDataFor: 0,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => recountUnread(dispatch, queryFulfilled),
    }),
    sendBrugerMessage: build.mutation<NewMessageReply, NewMessageBody & { job_id: number }>({
      query: ({ job_id: _jobId, ...body }) => ({ url: '/opgave/new_message', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { job_id }) => ['Messages', { type: 'UserJobs', id: job_id }],
    }),
  }),
});

export const { useBrugerMessageThreadQuery, useBrugerMessageListQuery, useSendBrugerMessageMutation } =
  messagesApi;
