// The PostgreSQL server chores the tests and the bench share: a throw-away cluster started with
// scripts/pg-cluster.mjs, one statement run on the server (create or drop a database), and the
// address of a database by name on a server.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const clusterScript = fileURLToPath(new URL('../../../scripts/pg-cluster.mjs', import.meta.url));
const run = promisify(execFile);

export interface ThrowAwayCluster {
  url: string;
  /** Stops the server and deletes its directory. */
  stop(): Promise<void>;
  /** Stops the server as an operator would (`pg_ctl stop -m fast`), keeping its data: an outage. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port. */
  resume(): Promise<void>;
}

/** Starts a throw-away cluster on loopback. */
export async function startThrowAwayCluster(): Promise<ThrowAwayCluster> {
  const { stdout } = await run(process.execPath, [clusterScript, 'start']);
  const value = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(stdout)?.[1];
  const url = value('DATABASE_URL');
  const dir = value('PG_CLUSTER_DIR');
  if (!url || !dir) throw new Error(`pg-cluster.mjs start printed no address:\n${stdout}`);
  return {
    url,
    stop: async () => {
      await run(process.execPath, [clusterScript, 'stop', dir]);
    },
    pause: async () => {
      await run(process.execPath, [clusterScript, 'pause', dir]);
    },
    resume: async () => {
      await run(process.execPath, [clusterScript, 'resume', dir]);
    },
  };
}

/** Runs one statement on the server at `url` on a connection of its own. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const address = new URL(serverUrl);
  address.pathname = `/${name}`;
  return address.href;
}
