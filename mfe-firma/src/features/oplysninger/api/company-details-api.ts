// What the company tells customers about itself (issue 31): GET /api/firma/profil reads the
// description, address, ways to reach it, authorisations, guarantees and CVR number with the
// zip's town and the CVR check's state; PUT /api/firma/profil saves them all at once and its reply
// (a notice and the fields as saved) is written into the read, so the section shows what the
// service kept (the town of a new zip, the badge of a newly checked CVR number).
import type {
  CompanyDetailsBody,
  CompanyDetailsReply,
  CompanyDetailsSavedReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const companyDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    firmaCompanyDetails: build.query<CompanyDetailsReply, void>({
      query: () => ({ url: '/api/firma/profil' }),
    }),
    saveFirmaCompanyDetails: build.mutation<CompanyDetailsSavedReply, CompanyDetailsBody>({
      query: (body) => ({ url: '/api/firma/profil', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (saved)
          dispatch(companyDetailsApi.util.upsertQueryData('firmaCompanyDetails', undefined, saved.details));
      },
    }),
  }),
});

export const { useFirmaCompanyDetailsQuery, useSaveFirmaCompanyDetailsMutation } = companyDetailsApi;
