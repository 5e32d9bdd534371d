// `BENCH_DB=postgres`: the bench database copied onto the PostgreSQL server once per service
// cluster (the first copy filled from the SQLite file, the others made from it as a template, so
// every cluster takes its bids from the same pool of open jobs), then the service started on each
// copy, with 1 and with 2 processes; one more copy is the bare baseline's (run.ts starts it).
// `stop` ends the services that were started.
import { copyToPostgres } from './seed-postgres.js';
import type { PgServer } from './pg-server.js';
import { startServiceCluster, type ServiceCluster } from './service-cluster.js';

export interface PostgresSide {
  /** As the tables head it, e.g. `pg×2`. */
  name: string;
  processes: number;
  base: string;
  /** The cluster's primary: its CPU and its workers' is the side's. */
  pid: number | undefined;
}

export interface PostgresSides {
  sides: PostgresSide[];
  /** The copy the bare baseline runs on. */
  bareUrl: string;
  /** Rows copied from the SQLite file and how long the copy took. */
  copied: { rows: number; seconds: number };
  stop(): Promise<void>;
}

export async function startPostgresSides(
  server: PgServer,
  file: string,
  counts: readonly number[],
): Promise<PostgresSides> {
  const names = counts.map((n) => `opg_bench_${n}`);
  const started = performance.now();
  await server.create(names[0]!);
  const rows = await copyToPostgres(file, server.urlOf(names[0]!));
  const bareName = 'opg_bench_bare';
  for (const name of [...names.slice(1), bareName]) await server.create(name, names[0]);
  const copied = { rows, seconds: (performance.now() - started) / 1000 };
  const clusters: ServiceCluster[] = [];
  const stop = async () => {
    await Promise.all(clusters.map((cluster) => cluster.stop()));
  };
  try {
    // One at a time: starting compiles the service's TypeScript, which the machine's cores share.
    for (const [i, processes] of counts.entries())
      clusters.push(await startServiceCluster(server.urlOf(names[i]!), processes));
  } catch (error) {
    await stop();
    throw error;
  }
  const sides = counts.map((processes, i) => ({
    name: `pg×${processes}`,
    processes,
    base: clusters[i]!.base,
    pid: clusters[i]!.child.pid,
  }));
  return { sides, bareUrl: server.urlOf(bareName), copied, stop };
}
