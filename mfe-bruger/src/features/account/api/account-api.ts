// The customer's account pages' data: profile, job counts and bookings (GET /api/bruger/konto).
import type { CustomerAccountReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerAccount: build.query<CustomerAccountReply, void>({
      query: () => '/api/bruger/konto',
      providesTags: [{ type: 'UserJobs', id: 'konto' }],
    }),
  }),
});

export const { useCustomerAccountQuery } = accountApi;
