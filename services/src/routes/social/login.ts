// POST /social/facebook/login: the auth response of the network's SDK. The signed request is
// verified with the app secret (no call to the network); the profile with that network id is
// logged in (a new session id), otherwise the verified id waits in the session for /recording.
// Replies in the login shape; 'FB initialization failed' (503) without an app secret,
// 'Something went wrong. Try again later.' (401) for a request that does not verify.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ne } from 'drizzle-orm';
import { LANDING_PAGES, LoginReply, SocialLoginBody, errorResponses } from '@opgavetorvet/contracts';
import { users } from '../../db/schema/index.js';
import { logIn } from '../../lib/log-in.js';
import './session-social.js';
import { appSecret, verifySignedRequest } from './signed-request.js';

const socialLoginRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const envSecret = fastify.config.fbAppSecret ?? undefined;
  const { max, timeWindowMs } = fastify.config.loginRateLimit;

  fastify.post(
    '/social/facebook/login',
    {
      config: { rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags: ['social'],
        summary: "Log in with the social network's auth response",
        body: SocialLoginBody,
        response: {
          200: LoginReply,
          400: errorResponses[400],
          401: LoginReply,
          403: errorResponses[403],
          429: errorResponses[429],
          503: LoginReply,
        },
      },
    },
    async (request, reply) => {
      const refuse = (status: 401 | 503, key: string) => {
        const text = request.t(key);
        return reply
          .code(status)
          .send({ type: 'error' as const, typelogin: '' as const, user_id: 0, text, message: text });
      };
      const secret = await appSecret(db, envSecret);
      if (!secret) return refuse(503, 'errors:::fb_init_failed');
      const verified = verifySignedRequest(request.body.signedRequest, secret);
      if (!verified || verified.user_id !== request.body.userID) return refuse(401, 'errors:::social_failed');

      const back = request.body.pathname || '';
      const account = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.fbUserId, verified.user_id), ne(users.role, 'admin')))
        .get();
      if (!account) {
        request.session.social = { network: 'facebook', userId: verified.user_id, state: 'pending' };
        return { type: 'success' as const, typelogin: '' as const, user_id: 0, text: back };
      }
      await logIn(request, reply, db, account.id);
      request.session.social = { network: 'facebook', userId: verified.user_id, state: 'logged_in' };
      return {
        type: 'success' as const,
        typelogin: account.role,
        user_id: account.id,
        text: back || LANDING_PAGES[account.role],
      };
    },
  );
};

export default socialLoginRoute;
