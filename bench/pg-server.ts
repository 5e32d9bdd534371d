// The PostgreSQL server of `BENCH_DB=postgres`: BENCH_DATABASE_URL when given (a superuser's
// address: the copy of the rows turns triggers off), else a throw-away cluster started with
// scripts/pg-cluster.mjs on loopback. The bench's databases are made on it by name; `stop` drops
// them (a given server) or stops and deletes the cluster; a second call does nothing.
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const clusterScript = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'pg-cluster.mjs');

export interface PgServer {
  /** What the server is: the given address or the throw-away cluster's. */
  describe: string;
  /** The address of database `name` on the server. */
  urlOf(name: string): string;
  /** A new database `name` (an old one of the name is dropped first), empty or a copy of `template`. */
  create(name: string, template?: string): Promise<void>;
  stop(): Promise<void>;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function startPgServer(): Promise<PgServer> {
  const given = process.env.BENCH_DATABASE_URL;
  let url: string;
  let dir: string | undefined;
  if (given) url = given;
  else {
    const { stdout } = await promisify(execFile)(process.execPath, [clusterScript, 'start']);
    const value = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(stdout)?.[1];
    const started = value('DATABASE_URL');
    dir = value('PG_CLUSTER_DIR');
    if (!started || !dir) throw new Error(`pg-cluster.mjs start printed no address:\n${stdout}`);
    url = started;
  }
  const made: string[] = [];
  const urlOf = (name: string) => {
    const address = new URL(url);
    address.pathname = `/${name}`;
    return address.href;
  };
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
      if (dir) await promisify(execFile)(process.execPath, [clusterScript, 'stop', dir]);
      else for (const name of made) await onServer(url, `drop database if exists "${name}" with (force)`);
    },
  };
}
