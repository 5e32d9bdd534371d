// Probes for whatever runs the service (a container platform, a load balancer, a monitor):
// GET /healthz answers while the process is up; GET /readyz only when the database answers and has
// every migration and live events reach this process (the relay's LISTEN connection, with several
// processes on PostgreSQL), with 503 otherwise. Neither needs a session, and neither is rate limited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthReply } from '@opgavetorvet/contracts';
import { migrationsApplied } from '../../db/migration-state.js';

const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: HealthReply } } },
    async () => ({ status: 'ok' as const }),
  );

  fastify.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers and has every migration, and live events reach this process',
        response: { 200: HealthReply, 503: HealthReply },
      },
    },
    async (request, reply) => {
      let ready = false;
      try {
        ready = (await migrationsApplied(fastify.db)) && fastify.liveEvents.relayHealthy();
      } catch (err) {
        // The 503 is the signal; the outage itself is logged once by the background loops.
        request.log.debug({ err }, 'readiness check: database not reachable');
      }
      return ready ? { status: 'ok' as const } : reply.code(503).send({ status: 'unavailable' as const });
    },
  );
};

export default health;
