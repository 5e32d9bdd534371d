// Opens the SQLite database as `fastify.db` (migrations applied), seeds the Danish demo data into
// an empty database when SEED_DEMO is on, and closes the database when the app closes.
// `fastify.store` is the engine-neutral, awaited store over the same connection (db/engine/): what
// shared state uses now and every query moves to for PostgreSQL (issue 11).
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/open.js';
import { sqliteExecutor } from '../../db/engine/sqlite-executor.js';
import { createStore, type Store } from '../../db/engine/store.js';
import { users } from '../../db/schema/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    store: Store;
  }
}

function isEmpty(db: Db): boolean {
  const row = db
    .select({ count: sql<number>`count(*)` })
    .from(users)
    .get();
  return (row?.count ?? 0) === 0;
}

export default fp(
  async (fastify) => {
    const db = openDatabase(fastify.config.databaseFile);
    fastify.decorate('db', db);
    fastify.decorate('store', createStore(sqliteExecutor(db.$client)));
    fastify.addHook('onClose', async () => {
      db.$client.close();
    });
    if (fastify.config.seedDemo && isEmpty(db)) {
      // Loaded only when needed: the seed code is large and tests never seed.
      const { seedDemoData } = await import('../../db/seed/index.js');
      await seedDemoData(db);
      fastify.log.info('seeded the demo data into an empty database');
    }
  },
  { name: 'db', dependencies: ['config'] },
);
