// The won-job confirmation's three answers (SPEC §4 "Won job", §7): yes → /firma/confirm_job,
// no → /firma/refuse_job, yes with changes → /firma/save_contract_changes. Each answer, also a
// refused one, fetches the won jobs and bookings again ('CompanyJobs').
import type {
  ConfirmJobReply,
  ContactIdBody,
  ContractChangesBody,
  ContractChangesReply,
  RefuseJobReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const wonDecisionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmJob: build.mutation<ConfirmJobReply, ContactIdBody>({
      query: (body) => ({ url: '/firma/confirm_job', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
    refuseJob: build.mutation<RefuseJobReply, ContactIdBody>({
      query: (body) => ({ url: '/firma/refuse_job', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
    saveContractChanges: build.mutation<ContractChangesReply, ContractChangesBody>({
      query: (body) => ({ url: '/firma/save_contract_changes', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
  }),
});

export const { useConfirmJobMutation, useRefuseJobMutation, useSaveContractChangesMutation } =
  wonDecisionsApi;
