// Social login through OpenID Connect (authorization code flow with PKCE, state and nonce).
// POST /social/oidc/begin gives the page the provider's address for its login window (503 'FB
// initialization failed' when no provider is set up or it cannot be reached); the provider sends
// the window back to GET /social/oidc/callback, which checks the answer with openid-client and
// applies the linking rules (oidc-profile.ts). The page polls /social/oidc/validation_status.
// The callback address is built from PUBLIC_URL, never from the Host header.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as client from 'openid-client';
import {
  LoginReply,
  SocialBeginBody,
  SocialBeginReply,
  SocialCallbackQuery,
  errorResponses,
} from '@opgavetorvet/contracts';
import { Type } from 'typebox';
import { logIn } from '../../lib/log-in.js';
import { renderCallbackPage } from './callback-page.js';
import type { OidcProvider } from './oidc-client.js';
import { personOf, profileFor } from './oidc-profile.js';
import './session-social.js';

/** What the login asks the provider for (SPEC §9 names Facebook's email and public_profile). */
export const OIDC_SCOPE = 'openid email profile phone';

const socialOidcRoutes: FastifyPluginAsyncTypebox<{ provider: OidcProvider }> = async (
  fastify,
  { provider },
) => {
  const { db } = fastify;
  const callbackUrl = `${fastify.config.publicUrl}/social/oidc/callback`;
  const { max, timeWindowMs } = fastify.config.loginRateLimit;

  fastify.post(
    '/social/oidc/begin',
    {
      config: { rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags: ['social'],
        summary: "Start a login with the OpenID provider: the address of the provider's login window",
        body: SocialBeginBody,
        response: {
          200: SocialBeginReply,
          400: errorResponses[400],
          403: errorResponses[403],
          429: errorResponses[429],
          503: LoginReply,
        },
      },
    },
    async (request, reply) => {
      const configuration = await provider.configuration();
      if (!configuration) {
        const text = request.t('errors:::fb_init_failed');
        return reply.code(503).send({ type: 'error', typelogin: '', user_id: 0, text, message: text });
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      request.session.social = {
        network: 'oidc',
        userId: '',
        state: 'started',
        flow: { state, nonce, codeVerifier },
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl,
        scope: OIDC_SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href };
    },
  );

  fastify.get(
    '/social/oidc/callback',
    {
      schema: {
        tags: ['social'],
        summary: 'Where the provider sends the login window back (an HTML page)',
        querystring: SocialCallbackQuery,
        response: { 200: Type.String(), 400: Type.String(), 429: errorResponses[429] },
      },
    },
    async (request, reply) => {
      const page = (status: 200 | 400, key: string) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          // The window stays in its opener's reach, so the page that opened it can close it.
          .header('cross-origin-opener-policy', 'unsafe-none')
          .send(
            renderCallbackPage({
              lang: request.lang === 'en' ? 'en' : 'da',
              title: request.t('common:::social::window_title'),
              text: request.t(key),
            }),
          );
      const fail = () => {
        request.session.social = { network: 'oidc', userId: '', state: 'failed' };
        return page(400, 'errors:::social_failed');
      };
      const social = request.session.social;
      const flow = social?.network === 'oidc' && social.state === 'started' ? social.flow : undefined;
      const { code, state } = request.query;
      if (!flow || !code || state !== flow.state) return fail();
      const configuration = await provider.configuration();
      if (!configuration) return fail();

      const current = new URL(callbackUrl);
      for (const [name, value] of Object.entries(request.query)) {
        if (typeof value === 'string') current.searchParams.set(name, value);
      }
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) return fail();
        const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
        claims = { ...info, ...idClaims };
      } catch (error) {
        request.log.warn({ err: error }, 'social login: the provider answer did not verify');
        return fail();
      }

      const person = personOf(claims);
      const outcome = await profileFor(db, person, request.currentUser?.id ?? null);
      if (outcome.kind === 'failed') return fail();
      if (outcome.kind === 'link') {
        request.session.social = {
          network: 'oidc',
          userId: person.key,
          state: 'pending',
          email: person.email,
          name: person.name,
          phone: person.phone,
        };
        return page(200, 'common:::social::window_link');
      }
      try {
        await logIn(request, reply, db, outcome.userId);
      } catch {
        return fail();
      }
      request.session.social = { network: 'oidc', userId: person.key, state: 'logged_in' };
      return page(200, 'common:::social::window_done');
    },
  );
};

export default socialOidcRoutes;
