// The administrator's help inbox: a page of the list under its filters, one item's thread, the counts of
// what is unanswered, and answering, closing and re-opening. Everything is tagged 'Help': an
// action or a live event (help_inbox) fetches the list, the thread and the counts again.
import type {
  HelpActionReply,
  HelpAnswerBody,
  HelpCountsReply,
  HelpInboxQuery,
  HelpInboxReply,
  HelpItemParams,
  HelpThreadReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

/** One page of the inbox under its filters: the query string of GET /api/admin/henvendelser. */
export type HelpInboxArgs = Omit<HelpInboxQuery, 'visning'>;

export const helpInboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    helpInbox: build.query<HelpInboxReply, HelpInboxArgs>({
      query: (params) => ({ url: '/api/admin/henvendelser', params }),
      providesTags: ['Help'],
    }),
    helpThread: build.query<HelpThreadReply, HelpItemParams>({
      query: ({ kind, id }) => `/api/admin/henvendelser/${kind}/${id}`,
      providesTags: ['Help'],
    }),
    helpCounts: build.query<HelpCountsReply, void>({
      query: () => '/api/admin/henvendelser/antal',
      providesTags: ['Help', 'Cancellations'],
    }),
    answerHelpItem: build.mutation<HelpActionReply, HelpItemParams & HelpAnswerBody>({
      query: ({ kind, id, text }) => ({
        url: `/api/admin/henvendelser/${kind}/${id}/svar`,
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: ['Help'],
    }),
    closeHelpItem: build.mutation<HelpActionReply, HelpItemParams>({
      query: ({ kind, id }) => ({
        url: `/api/admin/henvendelser/${kind}/${id}/luk`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Help'],
    }),
    reopenHelpItem: build.mutation<HelpActionReply, HelpItemParams>({
      query: ({ kind, id }) => ({
        url: `/api/admin/henvendelser/${kind}/${id}/genaabn`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Help'],
    }),
  }),
});

export const {
  useHelpInboxQuery,
  useHelpThreadQuery,
  useHelpCountsQuery,
  useAnswerHelpItemMutation,
  useCloseHelpItemMutation,
  useReopenHelpItemMutation,
} = helpInboxApi;
