// GET /api/admin/billeder?status=open|decided: the reported photos and files (issue 33), one item
// per file with all its reports; open (the default) the longest waiting first, decided the newest
// decision first (queries.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileReportsQuery, FileReportsReply, errorResponses } from '@opgavetorvet/contracts';
import { reportedFiles } from './queries.js';

const listRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/billeder',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reported photos and files: waiting for a decision, or decided',
        querystring: FileReportsQuery,
        response: { 200: FileReportsReply, ...errorResponses },
      },
    },
    async (request) => ({ files: await reportedFiles(fastify.db, request.query.status ?? 'open') }),
  );
};

export default listRoute;
