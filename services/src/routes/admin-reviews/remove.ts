// POST /api/admin/anmeldelser/:id/fjern: the administrator removes a reported review on one of the
// stated grounds (issue 33: not a real customer, personal data, illegal content; the body's schema
// refuses any other, and a missing one). The review leaves the profile's figures and its place
// says that a review was removed, why and when; the report is closed as removed, the action is
// audit-logged ('review.remove'), the company is told and so is the review's author, in one
// transaction (decide.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoveReviewBody } from '@opgavetorvet/contracts';
import { decideReport, decisionSchema } from './decide.js';

const removeRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/anmeldelser/:id/fjern',
    {
      schema: {
        ...decisionSchema('Remove a reported review on a stated ground, telling the company and the author'),
        body: RemoveReviewBody,
      },
    },
    async (request) => {
      const report = await decideReport(fastify, request.admin.id, request.params.id, {
        state: 'removed',
        reason: request.body.reason,
      });
      return { type: 'success' as const, message: request.t('admin:::anmeldelser::removed_done'), report };
    },
  );
};

export default removeRoute;
