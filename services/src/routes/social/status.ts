// GET /social/facebook/recording and /social/facebook/validation_status. Recording links the
// session's verified network id to the logged-in profile (one conditional update: only a profile
// without one, only an id no other profile has). A visitor's unknown id cannot be recorded here:
// a deployment with network access would fetch name, e-mail and phone to prefill the sign-up.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { SocialRecordingReply, SocialStatusReply, errorResponses } from '@opgavetorvet/contracts';
import { personOf } from '../customer-jobs/queries.js';
import './session-social.js';

const socialStatusRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/social/facebook/recording',
    {
      schema: {
        tags: ['social'],
        summary: 'Record the verified network id on the logged-in profile',
        response: { 200: SocialRecordingReply, 429: errorResponses[429] },
      },
    },
    async (request) => {
      const social = request.session.social;
      if (!social || social.state === 'failed') return { saved: false };
      if (social.state === 'logged_in') return { saved: true };
      const user = request.currentUser;
      const saved =
        user !== null &&
        user.role !== 'admin' &&
        db.run(sql`update users set fb_user_id = ${social.userId} where id = ${user.id} and fb_user_id is null
          and not exists (select 1 from users other where other.fb_user_id = ${social.userId})`).changes ===
          1;
      request.session.social = { ...social, state: saved ? 'logged_in' : 'failed' };
      return { saved };
    },
  );

  fastify.get(
    '/social/facebook/validation_status',
    {
      schema: {
        tags: ['social'],
        summary: 'Where the social login stands (polled every 2 s)',
        response: { 200: SocialStatusReply, 429: errorResponses[429] },
      },
    },
    async (request) => {
      const social = request.session.social;
      const user = request.currentUser;
      if (social?.state === 'logged_in' && user) {
        const person = personOf(db, user.id);
        return {
          status: 'refresh' as const,
          user_name: person?.name ?? user.name,
          email: person?.email ?? user.email,
          phone: person?.phone ?? '',
        };
      }
      const status = social?.state === 'pending' ? ('pending' as const) : ('failed' as const);
      return { status, user_name: '', email: '', phone: '' };
    },
  );
};

export default socialStatusRoutes;
