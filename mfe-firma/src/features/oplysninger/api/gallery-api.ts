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

/** The call's reply once it succeeded; null when it failed (its error is the form's to show). */
async function replyOf<Reply>(fulfilled: Promise<{ data: Reply }>): Promise<Reply | null> {
  return (await fulfilled.catch(() => null))?.data ?? null;
}

/** The cached list of references changed as a saved call changed it. */
function inReferences(change: (references: CompanyReference[]) => CompanyReference[]) {
  return galleryApi.util.updateQueryData('firmaReferences', undefined, (draft) => {
    draft.references = change(draft.references);
  });
}

export const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    firmaLogo: build.query<CompanyLogoReply, void>({
      query: () => ({ url: '/api/firma/logo' }),
    }),
    setFirmaLogo: build.mutation<CompanyLogoReply, CompanyLogoBody>({
      query: (body) => ({ url: '/api/firma/logo', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const data = await replyOf(queryFulfilled);
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
        const data = await replyOf(queryFulfilled);
        if (data) dispatch(inReferences((references) => [...references, data]));
      },
    }),
    changeFirmaReference: build.mutation<CompanyReference, CompanyReferenceBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/firma/referencer/${id}`, method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const data = await replyOf(queryFulfilled);
        if (data)
          dispatch(inReferences((references) => references.map((one) => (one.id === data.id ? data : one))));
      },
    }),
    deleteFirmaReference: build.mutation<null, number>({
      query: (id) => ({ url: `/api/firma/referencer/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false))
          dispatch(inReferences((references) => references.filter((one) => one.id !== id)));
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
