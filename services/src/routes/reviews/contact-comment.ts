// POST /ajax/firma/sendcoment: the company's own note on one of its contacts (a job it bid on or
// won). Empty → 'Dette felt må ikke være tomt.'; another company's contact → 404, unchanged.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactCommentBody, ContactCommentReply, errorResponses } from '@opgavetorvet/contracts';
import { commentContact } from './queries.js';

const contactCommentRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/sendcoment',
    {
      schema: {
        tags: ['reviews'],
        summary: "Save the company's note on one of its contacts",
        body: ContactCommentBody,
        response: { 200: ContactCommentReply, ...errorResponses },
      },
    },
    async (request) => {
      const coment = request.body.coment.trim();
      await commentContact(fastify.db, request.company.id, request.body.contact_id, coment);
      return { type: 'success' as const, message: request.t('notices:::contact_comment_saved'), coment };
    },
  );
};

export default contactCommentRoute;
