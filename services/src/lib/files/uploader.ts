// Who uploads and who may later attach or see an unattached upload: the account when logged in, and
// always the session's file token, a random value kept in the session (never its id) from its first
// upload. A visitor's photos for a job are attached by the same session when it posts the job, even
// though the post then logs it in under a new session id.
import { randomBytes } from 'node:crypto';
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

const TOKEN_BYTES = 24;

/** The caller as an uploader; with `create`, the session gets its file token when it has none. */
export function uploaderOf(request: FastifyRequest, create = false): FileUploader {
  let token = request.session?.get('fileToken') ?? null;
  if (token === null && create) {
    token = randomBytes(TOKEN_BYTES).toString('base64url');
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
