// CSRF protection: every POST/PUT/PATCH/DELETE must carry the session's token (from GET
// /api/session) in the `x-csrf-token` header or the `_csrf` form field; otherwise 403.
import fp from 'fastify-plugin';
import csrf from '@fastify/csrf-protection';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on a route that must accept cross-site posts (none does today). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Pairs of session secret and token already verified, remembered up to this many (then cleared). */
const VERIFIED_MAX = 10_000;

function formToken(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (body && typeof body === 'object' && '_csrf' in body) {
    const value = (body as Record<string, unknown>)._csrf;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  return (typeof header === 'string' ? header : undefined) ?? formToken(request);
}

/** A form's `_csrf` field, once checked, is not one of the call's fields. */
function dropFormToken(request: FastifyRequest): void {
  const body = request.body;
  if (body && typeof body === 'object' && '_csrf' in body) delete (body as Record<string, unknown>)._csrf;
}

export default fp(
  async (fastify) => {
    await fastify.register(csrf, { sessionPlugin: '@fastify/session', getToken: tokenOf });
    // A page sends its one token with every call, and verifying it is a hash of the secret each time
    // (3 % of a cheap call's CPU). The verdict for a secret and a token never changes, so a pair that
    // passed is remembered; only passes are (a forged token is checked every time and cannot fill the
    // memory), and a new secret (login, logout) makes new pairs.
    const verified = new Set<string>();
    const pairOf = (request: FastifyRequest): string | null => {
      const secret = request.session?.get('_csrf');
      const token = tokenOf(request);
      return secret && token ? `${secret}\u0000${token}` : null;
    };
    // The routes that take cross-site posts (`config: { csrf: false }`), known when they are added:
    // reading a route's options on a request builds them afresh each time.
    const exempt = new WeakSet<FastifyRequest>();
    fastify.addHook('onRoute', (route) => {
      if (route.config?.csrf !== false) return;
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
      route.onRequest = [
        (request, _reply, done) => {
          exempt.add(request);
          done();
        },
        ...own,
      ];
    });

    // preValidation: after the body is parsed (so `_csrf` can be read), before the schema runs
    // (so the token field is removed and `additionalProperties: false` does not refuse it).
    fastify.addHook('preValidation', (request, reply, done) => {
      if (SAFE_METHODS.has(request.method) || exempt.has(request)) {
        done();
        return;
      }
      const pair = pairOf(request);
      if (pair !== null && verified.has(pair)) {
        dropFormToken(request);
        done();
        return;
      }
      fastify.csrfProtection(request, reply, () => {
        if (pair !== null) {
          if (verified.size >= VERIFIED_MAX) verified.clear();
          verified.add(pair);
        }
        dropFormToken(request);
        done();
      });
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
