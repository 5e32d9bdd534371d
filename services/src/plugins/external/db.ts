// Opens the database as `fastify.db` (migrations applied): PostgreSQL when DATABASE_URL is given,
// otherwise the SQLite file. Either way it is the same awaited store (db/engine/), so no route knows
// the engine. Seeds the Danish demo data into an empty database when SEED_DEMO is on, and closes the
// database when the app closes.
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/open.js';
import { openPostgres } from '../../db/open-postgres.js';
import { users } from '../../db/schema/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .select({ count: sql<number>`count(*)` })
    .from(users)
    .get();
  return (row?.count ?? 0) === 0;
}

export default fp(
  async (fastify) => {
    const { databaseUrl, databasePoolSize, databaseFile, checkpointThread } = fastify.config;
    const onIdleError = (error: Error) =>
      fastify.log.warn({ err: error }, 'the database ended an idle pooled connection');
    const db = databaseUrl
      ? await openPostgres(databaseUrl, databasePoolSize, onIdleError)
      : openDatabase(databaseFile, { checkpointThread, log: fastify.log });
    fastify.decorate('db', db);

    fastify.addHook('onClose', async () => {
      await db.close();
    });
    if (fastify.config.seedDemo && (await isEmpty(db))) {
      // Loaded only when needed: the seed code is large and tests never seed.
      const { seedDemoData } = await import('../../db/seed/index.js');
      await seedDemoData(db);
      fastify.log.info('seeded the demo data into an empty database');
    }
  },
  { name: 'db', dependencies: ['config'] },
);
