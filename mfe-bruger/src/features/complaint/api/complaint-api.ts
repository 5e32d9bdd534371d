// A complaint about a company (/bruger/complaintsend company_name, text, user_name → result); the
// customer's list of complaints (/bruger/klager, 'Help' tag) is fetched again after it.
import type { ComplaintBody, ComplaintReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const complaintApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendComplaint: build.mutation<ComplaintReply, ComplaintBody>({
      query: (body) => ({ url: '/bruger/complaintsend', method: 'POST', body }),
      invalidatesTags: ['Help'],
    }),
  }),
});

export const { useSendComplaintMutation } = complaintApi;
