// DELETE /api/filer/:key: the uploader takes back an upload not yet part of anything (a photo
// removed from a form before it is saved). Its row is marked removed and the sweep deletes its
// objects. Someone else's upload, or one already attached or removed, is 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FileParams, errorResponses } from '@opgavetorvet/contracts';
import { fileByKey } from '../../db/queries/files.js';
import { AppError } from '../../errors.js';
import { removeFiles } from '../../lib/files/attach.js';
import { uploadedBy, uploaderOf } from '../../lib/files/uploader.js';

const removeRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.delete(
    '/api/filer/:key',
    {
      schema: {
        tags: ['files'],
        summary: 'Remove an upload not yet attached to anything (its uploader only)',
        params: FileParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await fileByKey(fastify.db, request.params.key);
      if (!row || row.removedAt !== null || row.attachedAt !== null || !uploadedBy(row, uploaderOf(request)))
        throw new AppError(404, 'errors:::file_unknown');
      await removeFiles(fastify.db, [row.key], 'uploader');
      return reply.code(204).send(null);
    },
  );
};

export default removeRoute;
