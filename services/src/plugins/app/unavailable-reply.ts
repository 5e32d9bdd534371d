// The reply while the database is unavailable (stopped, restarting, unreachable): 503 with
// Retry-After and a Danish "try again in a moment", as JSON for calls and as a short page for a
// browser's page request, never the 500 of a bug. A burst of such replies is logged once, with how
// many there were since, not once per request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderShortPage } from '../../lib/short-page.js';

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
const LOG_EVERY_MS = 30_000;

export interface UnavailableReplier {
  reply(error: Error, request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export function unavailableReplier(now: () => number = Date.now): UnavailableReplier {
  let loggedAt = -Infinity;
  let since = 0;
  return {
    reply(error, request, reply) {
      since += 1;
      if (now() - loggedAt >= LOG_EVERY_MS) {
        request.log.warn({ err: error, unavailableReplies: since }, 'database unavailable: answering 503');
        loggedAt = now();
        since = 0;
      }
      // The session cannot be saved now either: without this, its save on the way out would fail
      // again and Fastify's last-resort handler would answer with the database's own message.
      Reflect.set(request, 'session', undefined);
      const message = request.t('errors:::service_unavailable');
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      const page = request.method === 'GET' && request.headers.accept?.includes('text/html') === true;
      if (page && !request.url.startsWith('/api/')) {
        const lang = request.lang === 'en' ? 'en' : 'da';
        return reply
          .type('text/html; charset=utf-8')
          .send(renderShortPage({ lang, title: 'Opgavetorvet', text: message }));
      }
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ type: 'error', message }));
    },
  };
}
