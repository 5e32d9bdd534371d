// Security headers from helmet. The CSP allows no inline script: scripts come from this origin and
// from the origins of remotes deployed elsewhere (REMOTE_*_URL); inline styles are allowed for the
// UI kit. The headers depend only on the configuration (no per-request nonces), so helmet runs once
// at start and every reply gets the same header set: helmet's middleware re-parses its directives
// on every call, which @fastify/helmet would do per request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { remoteOrigins } from '../../config.js';

/** The headers a helmet middleware sets, captured once from a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export default fp(
  async (fastify) => {
    const remotes = remoteOrigins(fastify.config.remotes);
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          connectSrc: ["'self'", ...remotes],
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', ...remotes],
          fontSrc: ["'self'", 'data:', ...remotes],
          // Only behind https; on plain http it would send the browser to a port nobody serves.
          upgradeInsecureRequests: fastify.config.cookieSecure ? [] : null,
        },
      },
      // Remotes on other origins load their chunks from here and the reverse.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      // The social login opens a popup that must be able to answer its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // HSTS means nothing on plain http and would pin a development host to https.
      strictTransportSecurity: fastify.config.cookieSecure
        ? { maxAge: 31536000, includeSubDomains: true }
        : false,
    });
    // onRequest, so error replies and 404s carry them too; a route may still override one (the
    // /docs page sets its own CSP).
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
