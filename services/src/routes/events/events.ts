// GET /api/events: the logged-in caller's live events as Server-Sent Events, so an open page fetches
// again when something happened to it (a new bid, a message …) instead of waiting for a reload.
// A stream receives only the events published for its own account, each with an `id:` line; a page
// that reconnects with Last-Event-ID (or ?lastEventId) first receives what it missed, or `resync`.
// A comment every heartbeatMs keeps proxies from closing an idle stream and finds a client that
// went away; the stream ends when the client leaves, the session ends or the app closes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LiveEventsQuery, errorResponses, type Role } from '@opgavetorvet/contracts';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import type { LiveStream, NumberedLiveEvent } from '../../plugins/app/live-events.js';
import { isDatabaseUnavailable } from '../../lib/outage/database-unavailable.js';
import { sessionAliveCheck } from './session-alive.js';

/** How long the browser waits before it reconnects (the stream's `retry:` field). */
export const RETRY_MS = 3000;
/** Bytes a client may leave unread before its stream is closed (it reconnects and resumes). */
const MAX_UNREAD_BYTES = 256 * 1024;
const EVERY_ROLE: readonly Role[] = ['user', 'company', 'admin'];

/** Where a reconnecting page left off: the Last-Event-ID header, else the query; 0 (resync) if unreadable. */
export function resumePoint(
  header: string | string[] | undefined,
  query: number | undefined,
): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return query;
  return /^\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : 0;
}

/** One event block of the stream: its number and its type and ids as JSON. */
export function eventBlock({ id, ...event }: NumberedLiveEvent): string {
  return `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;
}

const eventsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const sessionAlive = sessionAliveCheck(fastify.db);

  fastify.get(
    '/api/events',
    {
      preHandler: fastify.requireRole(EVERY_ROLE),
      schema: {
        tags: ['events'],
        summary: "The caller's live events (text/event-stream)",
        description:
          'Server-Sent Events: `data:` is { type, job_id?, contact_id? }, every event has an `id:`; ' +
          'send Last-Event-ID (or lastEventId) to receive the events missed since, or `resync`.',
        querystring: LiveEventsQuery,
        response: { 400: errorResponses[400], 401: errorResponses[401] },
      },
    },
    async (request, reply) => {
      const user = mustBeLoggedIn(request);
      const { sessionId } = request.session;
      const from = resumePoint(request.headers['last-event-id'], request.query.lastEventId);
      const res = reply.raw;

      // The reply is written by hand from here; the headers set so far (helmet's) go with it.
      reply.hijack();
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) headers[name] = value;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: a compressing proxy (webpack-dev-server's) would hold events back to gzip them.
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });

      let ended = false;
      let unsubscribe = (): void => undefined;
      const heartbeat = setInterval(
        () => writeIfSessionAlive(': heartbeat\n\n'),
        fastify.liveEvents.heartbeatMs,
      );
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        if (!res.writableEnded) res.end();
      };
      const write = (text: string) => {
        if (ended) return;
        if (res.writableEnded || res.destroyed) return end();
        res.write(text);
        if (res.writableLength > MAX_UNREAD_BYTES) end();
      };
      /** Writes only while the session stands; ends the stream once it does not. */
      // Chained, so blocks go out in the order they were sent whatever order the checks answer in.
      // While the database cannot be asked (an outage) the stream stays open and the block is left
      // out; the relay sends every stream `resync` once it is back (live-events.ts).
      let writing: Promise<void> = Promise.resolve();
      const writeIfSessionAlive = (text: string) => {
        writing = writing
          .then(() => (ended ? false : sessionAlive(sessionId, user.id)))
          .then(
            (alive) => (alive ? write(text) : end()),
            (err: unknown) => {
              if (isDatabaseUnavailable(err)) return;
              request.log.warn({ err }, 'event stream: session check failed');
              end();
            },
          );
      };

      const stream: LiveStream = { send: (event) => writeIfSessionAlive(eventBlock(event)), close: end };
      const subscription = fastify.liveEvents.subscribe(user.id, stream, from);
      unsubscribe = subscription.unsubscribe;
      res.on('close', end);

      // The first block sets the reconnection delay and always an id, so a reconnect can resume.
      const { missed, lastId } = subscription;
      const blocks =
        missed === 'resync'
          ? [eventBlock({ id: lastId, type: 'resync' })]
          : missed.length > 0
            ? missed.map(eventBlock)
            : [`id: ${lastId}\n\n`];
      write(`retry: ${RETRY_MS}\n${blocks.join('')}`);
    },
  );
};

export default eventsRoute;
