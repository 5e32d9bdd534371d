// GET /api/site-projects: this site's project and the other projects' site addresses from the
// configuration (SITE_PROJECT_LINKS), each ending in '/'; {} when none is configured (SPEC §2).
import { Type, type Static } from 'typebox';

export const SiteProjectLinksReply = Type.Object({
  project: Type.String(),
  links: Type.Record(Type.String(), Type.String()),
});
export type SiteProjectLinksReply = Static<typeof SiteProjectLinksReply>;
