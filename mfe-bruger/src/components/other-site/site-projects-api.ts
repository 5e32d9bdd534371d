// The other site projects' addresses (GET /api/site-projects), asked only on a page that shows a
// company of another project (SPEC §2's redirect).
import type { SiteProjectLinksReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const siteProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteProjectLinks: build.query<SiteProjectLinksReply, void>({ query: () => '/api/site-projects' }),
  }),
});

export const { useSiteProjectLinksQuery } = siteProjectsApi;
