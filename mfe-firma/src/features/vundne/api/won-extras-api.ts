// The company's own tools on a won job: the SMS with the expected start and end dates
// (/firma/send_sms_button, SPEC §5), the answer to the ticket on an overdue job
// (/ajax/firma/sendtiketstatus) and the company's note on the contact (/ajax/firma/sendcoment).
// Each fetches the won jobs and bookings again ('CompanyJobs'): the dates, the calendar icon, the
// thread and the note come back with them.
import type {
  ContactCommentBody,
  ContactCommentReply,
  SendSmsBody,
  SendSmsReply,
  TicketBody,
  TicketReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const wonExtrasApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSmsDates: build.mutation<SendSmsReply, SendSmsBody>({
      query: (body) => ({ url: '/firma/send_sms_button', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
    answerTicket: build.mutation<TicketReply, TicketBody>({
      query: (body) => ({ url: '/ajax/firma/sendtiketstatus', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
    saveContactNote: build.mutation<ContactCommentReply, ContactCommentBody>({
      query: (body) => ({ url: '/ajax/firma/sendcoment', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
  }),
});

export const { useSendSmsDatesMutation, useAnswerTicketMutation, useSaveContactNoteMutation } = wonExtrasApi;
