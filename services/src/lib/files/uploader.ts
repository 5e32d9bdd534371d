// Who uploads and who may later attach or see an unattached upload: the account when logged in, and
// always the session's file token, kept in the session from its first upload. A visitor's photos for
// a job are attached by the same session when it posts the job, even though the post then logs it in
// under a new session id. The token is a hash of the session's id at its first upload (never the id
// itself): a visitor's first photos are sent at once, each request making the token before any has
// saved the session, and all of them must make the same one.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface Session {
    /** Names this session's uploads (lib/files/uploader.ts). */
    fileToken?: string;
  }
}

export interface FileUploader {
  /** The uploading account; null for a visitor. */
  userId: number | null;
  /** The session's file token; null when the session has made none. */
  token: string | null;
}

/** The token of a session that has none: the same in every request of that session. */
const tokenOf = (sessionId: string) =>
  createHash('sha256').update(`file-token:${sessionId}`).digest('base64url');

/** The caller as an uploader; with `create`, the session gets its file token when it has none. */
export function uploaderOf(request: FastifyRequest, create = false): FileUploader {
  let token = request.session?.get('fileToken') ?? null;
  if (token === null && create) {
    token = tokenOf(request.session.sessionId);
    request.session.set('fileToken', token);
  }
  return { userId: request.currentUser?.id ?? null, token };
}

/** Whether the uploader is the one who uploaded this row. */
export function uploadedBy(
  row: { uploaderUserId: number | null; uploaderToken: string | null },
  by: FileUploader,
): boolean {
  return (
    (by.userId !== null && row.uploaderUserId === by.userId) ||
    (by.token !== null && row.uploaderToken === by.token)
  );
}
