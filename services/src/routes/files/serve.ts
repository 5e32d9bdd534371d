// GET /filer/:key/:file: one size of a stored image (`800.webp`, `320.jpg`, one of its widths) or a
// PDF (any second segment: the address carries the name it downloads as), under the access rule of
// what it belongs to (lib/files/access.ts); anyone else, and any address that names nothing, gets
// 404. A PDF is only ever a download: attachment under the name it was sent with, a CSP that runs
// nothing, nosniff. A public file (a logo, a reference job's photo) may be cached by anyone for a
// year, its address never changing content; a private one only by the browser, briefly. The ETag
// is the object's name, so a revalidation answers 304 without reading the store.
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FileAddressParams, errorResponses } from '@opgavetorvet/contracts';
import { fileByKey } from '../../db/queries/files.js';
import { AppError } from '../../errors.js';
import { isPublicFile, mayViewFile } from '../../lib/files/access.js';
import {
  FILE_KEY_PATTERN,
  attachmentDisposition,
  imageObjectName,
  imageSizeOf,
  pdfObjectName,
} from '../../lib/files/names.js';
import { uploaderOf } from '../../lib/files/uploader.js';

export const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
export const PRIVATE_CACHE = 'private, max-age=600';
/** Nothing in a served file may run or load anything. */
const FILE_CSP = "default-src 'none'; sandbox";

const notFound = () => new AppError(404, 'errors:::file_unknown');

const serveRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/filer/:key/:file',
    {
      // Images and PDFs are compressed already.
      compress: false,
      schema: {
        tags: ['files'],
        summary: 'A stored image in one size, or a PDF as a download',
        params: FileAddressParams,
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }),
          304: Type.Null(),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { key, file } = request.params;
      if (!FILE_KEY_PATTERN.test(key)) throw notFound();
      const row = await fileByKey(fastify.db, key);
      const viewer = { user: request.currentUser, token: uploaderOf(request).token };
      if (!row || !(await mayViewFile(fastify.db, viewer, row))) throw notFound();

      let objectName: string;
      if (row.kind === 'pdf') objectName = pdfObjectName(key);
      else {
        const size = imageSizeOf(file);
        if (!size || !row.widths.includes(size.width)) throw notFound();
        objectName = imageObjectName(key, size.width, size.format);
      }
      const etag = `"${objectName.replace('/', '-')}"`;
      reply
        .header('cache-control', isPublicFile(row) ? PUBLIC_CACHE : PRIVATE_CACHE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CSP);
      if (row.kind === 'pdf') reply.header('content-disposition', attachmentDisposition(row.name));
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);

      const object = await fastify.fileStore.open(objectName);
      if (!object) {
        request.log.warn({ object: objectName }, 'a stored file named by its row is missing');
        throw notFound();
      }
      return reply.type(object.contentType).header('content-length', object.size).send(object.body);
    },
  );
};

export default serveRoute;
