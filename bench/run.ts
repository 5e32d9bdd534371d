// `npm run bench`: seeds a separate database with 100 000 jobs, starts the real app and a bare
// Fastify baseline (each in its own process) on loopback ports, logs in the demo company and
// customer and drives the calls the portals make on their main pages with autocannon, in rounds that
// take turns between the sides; prints per call and engine req/s, p50/p99 and the server's CPU µs
// per request of app and bare, and which targets are met. BENCH_DB=postgres also runs them on
// PostgreSQL (postgres.ts: a throw-away cluster or BENCH_DATABASE_URL, the same rows) with 1 and
// with 2 service processes and a bare baseline there. BENCH_QUICK=1: a small run (20 000 jobs, three
// rounds of 2 s, no fan-out or streams). Then, on SQLite, the fan-out and the event streams
// (sqlite-extras.ts), the photos and files (uploads.ts), and the administrator's dashboard in
// process (dashboard.ts). Not a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drive, type Figures, type Load } from './drive.js';
import { measureDashboard, printDashboard } from './dashboard.js';
import { addMatchingCompanies } from './fan-out.js';
import { median } from './median.js';
import { settle } from './process-cpu.js';
import { startPgServer, type PgServer } from './pg-server.js';
import { startPostgresSides, type PostgresSides } from './postgres.js';
import { benchReads, type Read } from './reads.js';
import { seedBenchDatabase, type BenchFacts } from './seed.js';
import { logInBoth, startServer, type Side } from './sides.js';
import { measureFanOut, measureStreams } from './sqlite-extras.js';
import { printTable, type Row } from './tables.js';
import { measureUploads } from './uploads.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(here, '..', 'data');
const file = resolve(dataDir, 'bench.sqlite');
const QUICK = process.env.BENCH_QUICK === '1';
const JOBS = Number(process.env.BENCH_JOBS ?? (QUICK ? 20_000 : 100_000));
/** Seconds of each round of a read on each side. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Rounds per call; each side reports its median round. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 3 : 5));
/** Requests of each round of a write (bids, messages) on each side, at most. */
const WRITES = Number(process.env.BENCH_WRITES ?? (QUICK ? 200 : 500));
/** Only the calls whose name contains this text (e.g. BENCH_CALLS=vundne); all by default. */
const ONLY = process.env.BENCH_CALLS ?? '';
/** Jobs posted in the fan-out run, and event streams held open while the reads run again. */
const POSTS = Number(process.env.BENCH_POSTS ?? (QUICK ? 0 : 300));
const STREAMS = Number(process.env.BENCH_STREAMS ?? (QUICK ? 0 : 500));
const STREAM_ROUNDS = Number(process.env.BENCH_STREAM_ROUNDS ?? 5);
/** Photos uploaded one at a time for the upload's median (uploads.ts). */
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? (QUICK ? 5 : 10));
/** The app's files folder (server.ts passes it on as FILES_DIR): not the data folder's `files`. */
const filesDir = (process.env.BENCH_FILES_DIR ??= resolve(dataDir, 'bench-files'));
/** `sqlite` (the default) or `postgres`: the SQLite figures, then the service on PostgreSQL too. */
const ENGINE = process.env.BENCH_DB ?? 'sqlite';
if (ENGINE !== 'sqlite' && ENGINE !== 'postgres') throw new Error(`BENCH_DB=${ENGINE}: sqlite or postgres`);
/** Service processes of each PostgreSQL run. */
const PG_PROCESSES = [1, 2];

/** A call of the table: a read, or a write whose load each side makes for itself (its own pool). */
interface Call {
  call: string;
  kind: Row['kind'];
  as: Read['as'];
  load: (side: Side) => Load;
}

/** The bid, each request on a job of its own, and the message, going round the company's threads. */
function writes(facts: BenchFacts, perRound: number): Call[] {
  // App and bare share the SQLite file and so its pool; each PostgreSQL copy has a pool of its own.
  const pools = new Map<string, number[]>();
  const poolOf = (side: Side) => {
    const key = side.engine === 'sqlite' ? 'sqlite' : `${side.engine} ${side.kind}`;
    if (!pools.has(key)) pools.set(key, [...facts.bidPool]);
    return pools.get(key)!;
  };
  let sent = 0;
  return [
    {
      call: `POST /api/firma/bud (${perRound}/round)`,
      kind: 'write',
      as: 'company',
      load: (side) => {
        const pool = poolOf(side);
        return {
          method: 'POST',
          path: '/api/firma/bud',
          body: () => JSON.stringify({ job_id: pool.shift(), amount: 12500, comment: 'Bench' }),
        };
      },
    },
    {
      call: 'POST /opgave/new_message',
      kind: 'write',
      as: 'company',
      load: () => ({
        method: 'POST',
        path: '/opgave/new_message',
        body: () => {
          const thread = facts.pages.threads[(sent += 1) % facts.pages.threads.length]!;
          return JSON.stringify({ ...thread, msg: `Vi kan starte i uge ${sent}` });
        },
      }),
    },
  ];
}

async function main(pgServer: PgServer | null): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const seeded = Date.now();
  const facts = await seedBenchDatabase(file, JOBS);
  console.log(
    `seeded ${facts.jobs} jobs, ${facts.contacts} contacts with bids in ${((Date.now() - seeded) / 1000).toFixed(1)} s; ${facts.bidPool.length} open jobs to bid on`,
  );
  addMatchingCompanies(file);
  // Copied before any service writes to the file: every engine starts from the same rows.
  let postgres: PostgresSides | null = null;
  if (pgServer) {
    postgres = await startPostgresSides(pgServer, file, PG_PROCESSES);
    const { rows, seconds } = postgres.copied;
    console.log(
      `copied ${rows} rows into PostgreSQL (${pgServer.describe}) in ${seconds.toFixed(1)} s; the service runs there with ${PG_PROCESSES.join(' and ')} processes`,
    );
  }
  try {
    await measure(facts, postgres);
  } finally {
    await postgres?.stop();
  }
}

async function measure(facts: BenchFacts, postgres: PostgresSides | null): Promise<void> {
  const ids = { companyId: facts.companyId, customerId: facts.pages.customerId };
  const servers = [await startServer('app', file, ids), await startServer('bare', file, ids)];
  if (postgres) servers.push(await startServer('bare', postgres.bareUrl, ids));
  const [app, bare, pgBare] = servers;
  const sides: Side[] = [
    {
      engine: 'sqlite',
      kind: 'app',
      base: app!.base,
      pid: app!.child.pid,
      logins: await logInBoth(app!.base),
    },
    { engine: 'sqlite', kind: 'bare', base: bare!.base, pid: bare!.child.pid, logins: null },
  ];
  for (const pg of postgres?.sides ?? [])
    sides.push({
      engine: pg.name,
      kind: 'app',
      base: pg.base,
      pid: pg.pid,
      logins: await logInBoth(pg.base),
    });
  if (pgBare)
    sides.push({ engine: 'pg', kind: 'bare', base: pgBare.base, pid: pgBare.child.pid, logins: null });

  const perRound = Math.max(
    CONNECTIONS,
    Math.min(WRITES, Math.floor(facts.bidPool.length / (2 * (ROUNDS + 1)))),
  );
  const reads: Call[] = benchReads(facts.pages).map((read) => ({
    ...read,
    kind: 'read',
    load: () => read.load,
  }));
  const calls = [...reads, ...writes(facts, perRound)].filter(({ call }) => call.includes(ONLY));
  const rows: Row[] = [];
  for (const call of calls) {
    const rounds = new Map(sides.map((side) => [side, [] as Figures[]]));
    const loads = new Map(sides.map((side) => [side, call.load(side)]));
    // The sides take turns, so a busy moment of the shared machine does not fall on one side only.
    for (let round = 0; round < ROUNDS; round += 1)
      for (const side of sides) {
        const who = side.logins?.[call.as] ?? null;
        const size = call.kind === 'write' ? { amount: perRound } : { seconds: SECONDS };
        const warm =
          call.kind === 'write' ? { amount: Math.max(CONNECTIONS, Math.ceil(perRound / 4)) } : { seconds: 1 };
        if (round === 0) {
          await drive(side.base, loads.get(side)!, who, { ...warm, connections: CONNECTIONS });
          // What the warm-up set going (a write's notices, their render thread) ends before the rounds.
          await settle(side.pid);
        }
        const figures = await drive(side.base, loads.get(side)!, who, {
          ...size,
          connections: CONNECTIONS,
          pid: side.pid,
        });
        rounds.get(side)!.push(figures);
      }
    const of = (engine: string, kind: Side['kind']) => {
      const side = sides.find((s) => s.engine === engine && s.kind === kind);
      return side ? median(rounds.get(side)!) : null;
    };
    const engines = sides
      .filter((s) => s.kind === 'app')
      .map((s) => ({
        engine: s.engine,
        app: median(rounds.get(s)!),
        bare: of(s.engine === 'sqlite' ? 'sqlite' : 'pg', 'bare'),
      }));
    rows.push({ call: call.call, kind: call.kind, engines });
    console.log(`measured ${call.call}`);
  }
  // The fan-out and the event streams are measured on SQLite only (they read its file directly);
  // the PostgreSQL services stop here so they add nothing to the machine's load.
  await postgres?.stop();
  pgBare?.child.disconnect();
  const fanOut =
    POSTS > 0 && 'POST /api/opgaver fan-out'.includes(ONLY)
      ? await measureFanOut(app!.base, file, POSTS, CONNECTIONS)
      : null;
  const streams =
    STREAMS > 0 && 'streams'.includes(ONLY)
      ? await measureStreams(app!.base, file, benchReads(facts.pages), sides[0]!.logins!, {
          streams: STREAMS,
          rounds: STREAM_ROUNDS,
          seconds: SECONDS,
          connections: CONNECTIONS,
        })
      : [];
  const uploads =
    UPLOADS > 0 && 'POST /api/filer uploads GET /filer'.includes(ONLY)
      ? await measureUploads(
          { base: app!.base, pid: app!.child.pid },
          filesDir,
          benchReads(facts.pages),
          sides[0]!.logins!,
          {
            uploads: UPLOADS,
            rounds: ROUNDS,
            seconds: SECONDS,
            connections: CONNECTIONS,
          },
        )
      : null;
  for (const server of [app!, bare!]) server.child.disconnect();
  if (rows.length > 0) printTable(rows);
  // The administrator's dashboard (issue 33), in this process: on SQLite, and on the bare baseline's copy.
  const dashboard = 'GET /api/admin/oversigt'.includes(ONLY)
    ? [
        ...(await measureDashboard('sqlite', { databaseFile: file })),
        ...(postgres ? await measureDashboard('pg', { databaseUrl: postgres.bareUrl }) : []),
      ]
    : [];
  if (dashboard.length > 0) printDashboard(dashboard);
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    jobs: facts.jobs,
    contacts: facts.contacts,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    writesPerRound: perRound,
    rows,
    fanOut,
    streams: { count: STREAMS, reads: streams },
    uploads,
    dashboard,
  };
  writeFileSync(resolve(dataDir, 'bench-results.json'), JSON.stringify(summary, null, 2));
  console.log(
    `\nlatency in ms; µs: the server's CPU time per request (its processes and threads; not the PostgreSQL server's), µs × = app/bare; medians of ${ROUNDS} rounds; figures also in data/bench-results.json`,
  );
}

// The PostgreSQL server is stopped (or its bench databases dropped) however the run ends.
const pgServer = ENGINE === 'postgres' ? await startPgServer() : null;
const onSignal = (signal: NodeJS.Signals) =>
  void (pgServer?.stop() ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => process.kill(process.pid, signal));
if (pgServer) for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, onSignal);
try {
  await main(pgServer);
} finally {
  await pgServer?.stop();
}
