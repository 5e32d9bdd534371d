// POST /api/filer?purpose=…: one photo or PDF, multipart with one file part (issue 30). Who may
// upload for what is rules.ts; at most fileUploadsPerDay uploads a day per account, or per address
// for a visitor (counted in the shared rate-limit table, refused before the body is read). The type
// is read from the bytes, an image re-encoded in its sizes without metadata, a PDF kept as sent
// (lib/files/prepare.ts). The objects are written to the store before the row that names them
// commits; when a write or the row fails, what was written is removed. 201 with the stored file.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, UploadQuery, UploadReply, errorResponses } from '@opgavetorvet/contracts';
import { storedFileOf } from '../../db/queries/files.js';
import { files } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { newFileKey } from '../../lib/files/names.js';
import { prepareFile, type StoreObject } from '../../lib/files/prepare.js';
import { fileRefusal } from '../../lib/files/refusals.js';
import type { FileStore } from '../../lib/files/store.js';
import { uploaderOf } from '../../lib/files/uploader.js';
import { readUpload } from './read-upload.js';
import { checkMayUpload, quotaKey } from './rules.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes every object; when one fails, removes those written and throws. */
async function writeAll(store: FileStore, objects: StoreObject[]): Promise<void> {
  const written = await Promise.allSettled(
    objects.map((object) => store.put(object.name, object.bytes, object.contentType)),
  );
  const failed = written.find((result) => result.status === 'rejected');
  if (failed) {
    await store.remove(objects.map((object) => object.name)).catch(() => undefined);
    throw failed.reason;
  }
}

const uploadRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/filer',
    {
      config: {
        rateLimit: {
          max: fastify.config.fileUploadsPerDay,
          timeWindow: DAY_MS,
          keyGenerator: (request) => quotaKey(request.currentUser, request.ip),
          errorResponseBuilder: () => new AppError(429, 'errors:::file_quota'),
        },
      },
      schema: {
        tags: ['files'],
        summary: 'Upload one photo or PDF (multipart, one part named `file`)',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 201: UploadReply, ...errorResponses, 413: ErrorReply, 415: ErrorReply },
      },
    },
    async (request, reply) => {
      const { purpose } = request.query;
      checkMayUpload(request.currentUser, purpose);
      const upload = await readUpload(request);
      const key = newFileKey();
      const prepared = await prepareFile(key, upload.bytes, upload.name);
      // Only a message takes PDFs; a job, a logo and a reference job show photos.
      if (prepared.kind !== 'image' && purpose !== 'message') throw fileRefusal.notImage(upload.name);
      const by = uploaderOf(request, true);

      await writeAll(fastify.fileStore, prepared.objects);
      let row;
      try {
        row = await fastify.db
          .insert(files)
          .values({
            key,
            kind: prepared.kind,
            purpose,
            name: upload.name,
            bytes: prepared.bytes,
            width: prepared.width,
            height: prepared.height,
            widths: prepared.widths,
            uploaderUserId: by.userId,
            uploaderToken: by.token,
            uploaderAddress: request.ip,
          })
          .returning()
          .get();
      } catch (error) {
        await fastify.fileStore.remove(prepared.objects.map((object) => object.name)).catch(() => undefined);
        throw error;
      }
      return reply.code(201).send(storedFileOf(row));
    },
  );
};

export default uploadRoute;
