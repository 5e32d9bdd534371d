// Support cases (SPEC §7 "Company jobs, bids, support"): the company's own cases, a new case with
// its first message, a case's thread as html and a message appended to it. The list is tagged
// 'Help', so Opgavetorvet's answer (a live event) shows without a reload.
import type {
  CreateSupportCaseBody,
  CreateSupportCaseReply,
  SupportCasesReply,
  SupportMessageBody,
  SupportMessageReply,
  SupportThreadBody,
  SupportThreadReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    supportCases: build.query<SupportCasesReply, void>({
      query: () => ({ url: '/api/firma/supportsager' }),
      providesTags: ['Help'],
    }),
    createSupportCase: build.mutation<CreateSupportCaseReply, CreateSupportCaseBody>({
      query: (body) => ({ url: '/api/firma/supportsager', method: 'POST', body }),
    }),
    supportThread: build.query<SupportThreadReply, SupportThreadBody>({
      query: (body) => ({ url: '/firma/modal_support_messages', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    sendSupportMessage: build.mutation<SupportMessageReply, SupportMessageBody>({
      query: (body) => ({ url: '/firma/send_support_message', method: 'POST', body }),
    }),
  }),
});

export const {
  useSupportCasesQuery,
  useCreateSupportCaseMutation,
  useSupportThreadQuery,
  useSendSupportMessageMutation,
} = supportApi;
