// Reads the one file of an upload from its multipart body, streamed by @fastify/multipart under the
// area's limits (one file of at most FILE_BYTES_MAX, few parts and fields): its bytes and the name it
// was sent with (cleaned). A body past a limit, without a file or with more than one is refused with
// the file's name where there is one, as is a body cut off on the way; nothing is kept of it.
import type { FastifyRequest } from 'fastify';
import { FILE_BYTES_MAX } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { cleanFileName } from '../../lib/files/names.js';
import { fileRefusal } from '../../lib/files/refusals.js';

/** @fastify/multipart's limits on an upload's body. */
export const UPLOAD_LIMITS = {
  fileSize: FILE_BYTES_MAX,
  files: 1,
  parts: 4,
  fields: 3,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 50,
};

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

const ONE_FILE_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

export interface UploadedBytes {
  name: string;
  bytes: Buffer;
}

export async function readUpload(request: FastifyRequest): Promise<UploadedBytes> {
  if (!request.isMultipart()) throw new AppError(400, 'errors:::file_missing');
  let found: UploadedBytes | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const name = cleanFileName(part.filename);
      try {
        found = { name, bytes: await part.toBuffer() };
      } catch (error) {
        if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw fileRefusal.tooBig(name);
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (ONE_FILE_CODES.has(codeOf(error))) throw new AppError(400, 'errors:::file_one');
    // A body cut off or malformed on the way (busboy's own errors).
    throw new AppError(400, 'errors:::file_broken');
  }
  if (found === null) throw new AppError(400, 'errors:::file_missing');
  return found;
}
