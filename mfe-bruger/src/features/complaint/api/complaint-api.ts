// A complaint about a company (/bruger/complaintsend company_name, text, user_name → result).
import type { ComplaintBody, ComplaintReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const complaintApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendComplaint: build.mutation<ComplaintReply, ComplaintBody>({
      query: (body) => ({ url: '/bruger/complaintsend', method: 'POST', body }),
    }),
  }),
});

export const { useSendComplaintMutation } = complaintApi;
