// Where a successful login or sign-up leads. Logging in on a page the role may see keeps the person
// there (issue 10 #13: a customer logging in from her job page stays on that job); from the home
// page, or from another role's area, it leads to the reply's text (a path), else the role's landing.
import { AREAS, type LoginReply, type Role } from '@opgavetorvet/contracts';
import { landingByRole, paths } from '../../../config/paths';
import { safeLocalPath } from '../../../lib/safe-path';

/** Path prefixes that belong to one role only. */
const areas: Record<Role, readonly string[]> = {
  user: [AREAS.bruger],
  company: [AREAS.firma, AREAS.company, AREAS.hjaelp],
  admin: [AREAS.admin],
};

const inArea = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether `role` may stay on `path`: not the home page, and not another role's area. */
function mayStay(path: string, role: Role): boolean {
  if (path === paths.home) return false;
  return (Object.keys(areas) as Role[]).every(
    (other) => other === role || !areas[other].some((p) => inArea(path, p)),
  );
}

export function destinationOf(reply: LoginReply, from?: string): string {
  const here = from ? safeLocalPath(from) : null;
  if (here && reply.typelogin !== '' && mayStay(new URL(here, 'http://x').pathname, reply.typelogin))
    return here;
  const fromServer = safeLocalPath(reply.text);
  if (fromServer) return fromServer;
  return reply.typelogin === '' ? paths.home : landingByRole[reply.typelogin];
}
