// The PostgreSQL server of `BENCH_DB=postgres`: BENCH_DATABASE_URL when given (a superuser's
// address: the copy of the rows turns triggers off), else a throw-away cluster started with
// scripts/pg-cluster.mjs on loopback. The bench's databases are made on it by name; `stop` drops
// them (a given server) or stops and deletes the cluster; a second call does nothing.
import { databaseUrl, onServer, startThrowAwayCluster } from '../services/src/test/pg-admin.js';

export interface PgServer {
  /** What the server is: the given address or the throw-away cluster's. */
  describe: string;
  /** The address of database `name` on the server. */
  urlOf(name: string): string;
  /** A new database `name` (an old one of the name is dropped first), empty or a copy of `template`. */
  create(name: string, template?: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startPgServer(): Promise<PgServer> {
  const given = process.env.BENCH_DATABASE_URL;
  const cluster = given ? undefined : await startThrowAwayCluster();
  const url = given ?? cluster!.url;
  const made: string[] = [];
  const urlOf = (name: string) => databaseUrl(url, name);
  let stopped = false;
  return {
    describe: given
      ? `BENCH_DATABASE_URL (${new URL(url).host})`
      : `a throw-away cluster at ${new URL(url).host}`,
    urlOf,
    async create(name, template) {
      await onServer(url, `drop database if exists "${name}" with (force)`);
      await onServer(url, `create database "${name}"${template ? ` template "${template}"` : ''}`);
      made.push(name);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (cluster) await cluster.stop();
      else for (const name of made) await onServer(url, `drop database if exists "${name}" with (force)`);
    },
  };
}
