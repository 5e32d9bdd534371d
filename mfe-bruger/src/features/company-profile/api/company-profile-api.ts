// GET /api/companies/:slug: a company's public profile (name, city, description) by its slug.
import { api } from '@opgavetorvet/ui';

export interface CompanyProfile {
  slug: string;
  name: string;
  city: string | null;
  description: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Accepts the profile itself or `{ company }`; anything without a name counts as not found. */
export function profileFromReply(reply: unknown, slug: string): CompanyProfile | null {
  const value = isRecord(reply) && isRecord(reply.company) ? reply.company : reply;
  if (!isRecord(value) || typeof value.name !== 'string') return null;
  return { slug, name: value.name, city: textOrNull(value.city), description: textOrNull(value.description) };
}

export const companyProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyProfile: build.query<CompanyProfile | null, string>({
      query: (slug) => `/api/companies/${encodeURIComponent(slug)}`,
      transformResponse: (reply: unknown, _meta, slug) => profileFromReply(reply, slug),
    }),
  }),
});

export const { useCompanyProfileQuery } = companyProfileApi;
