// The create-job calls: GET /api/categories/:slug (the chosen category) and POST /api/opgaver.
// Typed here until packages/contracts carries them; the shapes are the service's agreed contract.
import { api } from '@opgavetorvet/ui';

export interface CategoryInfo {
  slug: string;
  name: string;
}

export interface CreateJobBody {
  category_slug: string;
  headline: string;
  description: string;
  zip: string;
  name?: string;
  email?: string;
  phone?: string;
}

export interface CreateJobReply {
  type: 'success';
  job_id: number;
  link: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Accepts the category itself or `{ category }`; anything without a name counts as unknown. */
export function categoryFromReply(reply: unknown, slug: string): CategoryInfo | null {
  const value = isRecord(reply) && isRecord(reply.category) ? reply.category : reply;
  if (!isRecord(value) || typeof value.name !== 'string') return null;
  return { slug: typeof value.slug === 'string' ? value.slug : slug, name: value.name };
}

export const createJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    category: build.query<CategoryInfo | null, string>({
      query: (slug) => `/api/categories/${encodeURIComponent(slug)}`,
      transformResponse: (reply: unknown, _meta, slug) => categoryFromReply(reply, slug),
      providesTags: (_result, _error, slug) => [{ type: 'Category', id: slug }],
    }),
    createJob: build.mutation<CreateJobReply, CreateJobBody>({
      query: (body) => ({ url: '/api/opgaver', method: 'POST', body }),
      invalidatesTags: ['UserJobs'],
    }),
  }),
});

export const { useCategoryQuery, useCreateJobMutation } = createJobApi;
