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

export default fp(
  async (fastify) => {
    await fastify.register(csrf, { sessionPlugin: '@fastify/session', getToken: tokenOf });

    // preValidation: after the body is parsed (so `_csrf` can be read), before the schema runs
    // (so the token field is removed and `additionalProperties: false` does not refuse it).
    fastify.addHook('preValidation', (request, reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) {
        done();
        return;
      }
      fastify.csrfProtection(request, reply, () => {
        const body = request.body;
        if (body && typeof body === 'object' && '_csrf' in body)
          delete (body as Record<string, unknown>)._csrf;
        done();
      });
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
