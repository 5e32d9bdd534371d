// Where a successful login or sign-up leads: the reply's text (a path), else the role's landing page.
import type { LoginReply } from '@opgavetorvet/contracts';
import { landingByRole, paths } from '../../../config/paths';
import { safeLocalPath } from '../../../lib/safe-path';

export function destinationOf(reply: LoginReply): string {
  const fromServer = safeLocalPath(reply.text);
  if (fromServer) return fromServer;
  return reply.typelogin === '' ? paths.home : landingByRole[reply.typelogin];
}
