// The company's logo and reference jobs (issue 30), shown on its public profile: the logo
// (GET/PUT/DELETE /api/firma/logo) and the references (GET/POST /api/firma/referencer, PUT/DELETE
// /api/firma/referencer/:id). Each change writes its reply into the read it changes, so the
// sections show what the service saved without asking again.
import type {
  CompanyLogoBody,
  CompanyLogoReply,
  CompanyReference,
  CompanyReferenceBody,
  CompanyReferencesReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    firmaLogo: build.query<CompanyLogoReply, void>({
      query: () => ({ url: '/api/firma/logo' }),
    }),
    setFirmaLogo: build.mutation<CompanyLogoReply, CompanyLogoBody>({
      query: (body) => ({ url: '/api/firma/logo', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(galleryApi.util.upsertQueryData('firmaLogo', undefined, data));
      },
    }),
    removeFirmaLogo: build.mutation<null, void>({
      query: () => ({ url: '/api/firma/logo', method: 'DELETE' }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false))
          dispatch(galleryApi.util.upsertQueryData('firmaLogo', undefined, { logo: null }));
      },
    }),
    firmaReferences: build.query<CompanyReferencesReply, void>({
      query: () => ({ url: '/api/firma/referencer' }),
    }),
    addFirmaReference: build.mutation<CompanyReference, CompanyReferenceBody>({
      query: (body) => ({ url: '/api/firma/referencer', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            galleryApi.util.updateQueryData('firmaReferences', undefined, (draft) => {
              draft.references.push(data);
            }),
          );
      },
    }),
    changeFirmaReference: build.mutation<CompanyReference, CompanyReferenceBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/firma/referencer/${id}`, method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            galleryApi.util.updateQueryData('firmaReferences', undefined, (draft) => {
              draft.references = draft.references.map((reference) =>
                reference.id === data.id ? data : reference,
              );
            }),
          );
      },
    }),
    deleteFirmaReference: build.mutation<null, number>({
      query: (id) => ({ url: `/api/firma/referencer/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false))
          dispatch(
            galleryApi.util.updateQueryData('firmaReferences', undefined, (draft) => {
              draft.references = draft.references.filter((reference) => reference.id !== id);
            }),
          );
      },
    }),
  }),
});

export const {
  useFirmaLogoQuery,
  useSetFirmaLogoMutation,
  useRemoveFirmaLogoMutation,
  useFirmaReferencesQuery,
  useAddFirmaReferenceMutation,
  useChangeFirmaReferenceMutation,
  useDeleteFirmaReferenceMutation,
} = galleryApi;
