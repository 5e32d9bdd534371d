// `npm run bench`: seeds a separate database with 100 000 jobs, starts the real app and a bare
// Fastify baseline (each in its own process) on loopback ports, logs in the demo company and drives
// the hot calls with autocannon; prints req/s, p99 and the app/bare ratio per call. Not a test.
// BENCH_DB=postgres also runs the service on PostgreSQL (bench/postgres.ts: a throw-away cluster or
// BENCH_DATABASE_URL, the same data) with 1 and with 2 processes and drives the same reads and the
// bid there, in turns with the SQLite sides; a second table puts the engines side by side.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, demoEmails } from '../services/src/db/seed/index.js';
import { drive, logIn, type Figures, type Load, type Login } from './drive.js';
import {
  FAN_OUT,
  addMatchingCompanies,
  fanOutJob,
  lastJobId,
  waitForFanOut,
  type FanOutFigures,
} from './fan-out.js';
import { startPgServer, type PgServer } from './pg-server.js';
import { startPostgresSides, type PostgresSides } from './postgres.js';
import { seedBenchDatabase, type BenchFacts } from './seed.js';
import { printEngineTable } from './engine-table.js';
import { READS } from './reads.js';
import { makeSessions, openStreams } from './streams.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(here, '..', 'data');
const file = resolve(dataDir, 'bench.sqlite');
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Each read alternates app and bare this many times (SECONDS split between them). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Only the calls whose name contains this text (e.g. BENCH_CALLS=bookinger); all by default. */
const ONLY = process.env.BENCH_CALLS ?? '';
/** Jobs posted in the fan-out run, and event streams held open while the reads run again. */
const POSTS = Number(process.env.BENCH_POSTS ?? 300);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
/** Rounds of the reads without and with the open streams, in turns. */
const STREAM_ROUNDS = Number(process.env.BENCH_STREAM_ROUNDS ?? 5);
/** A folder: the app process writes a CPU profile there (`--cpu-prof`) when it stops. */
const PROFILE = process.env.BENCH_PROFILE ?? '';
/** `sqlite` (the default) or `postgres`: the SQLite figures, then the service on PostgreSQL too. */
const ENGINE = process.env.BENCH_DB ?? 'sqlite';
if (ENGINE !== 'sqlite' && ENGINE !== 'postgres') throw new Error(`BENCH_DB=${ENGINE}: sqlite or postgres`);
/** Service processes of each PostgreSQL run. */
const PG_PROCESSES = [1, 2];

function start(kind: 'app' | 'bare', companyId: number): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(resolve(here, 'server.ts'), [kind, file, String(companyId)], {
    // The workspace packages from their TypeScript source, as in the tests.
    execArgv: [
      '--conditions=source',
      '--import',
      'tsx',
      ...(PROFILE && kind === 'app' ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []),
    ],
    // As `npm start` runs the service (scripts/start.mjs): React's production build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    child.once('message', (message) =>
      done({ child, base: `http://127.0.0.1:${(message as { port: number }).port}` }),
    );
    child.once('exit', (code) => fail(new Error(`${kind} server exited with ${code}`)));
  });
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

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
  const app = await start('app', facts.companyId);
  const bare = await start('bare', facts.companyId);
  const login = await logIn(app.base, demoEmails.company, DEMO_PASSWORD);
  const pgSides = await Promise.all(
    (postgres?.sides ?? []).map(async (s) => ({
      ...s,
      login: await logIn(s.base, demoEmails.company, DEMO_PASSWORD),
    })),
  );
  const pool = [...facts.bidPool];
  // App and bare each warm up with bidWarm bids and then measure bidAmount, all from one pool; a
  // small BENCH_JOBS has a small pool, so the warm-up shrinks with it (200 bids from 1 600 open jobs).
  const bidWarm = Math.min(200, Math.floor(pool.length / 8));
  const bidAmount = Math.min(3500, Math.floor((pool.length - 2 * bidWarm) / 2));
  // App and bare share the SQLite file and so its pool; each PostgreSQL copy has a pool of its own.
  const bid = (jobs: number[]): Load => ({
    method: 'POST',
    path: '/api/firma/bud',
    body: () => JSON.stringify({ job_id: jobs.shift(), amount: 12500, comment: 'Bench' }),
  });
  const rows: { call: string; app: Figures; bare: Figures; postgres: Figures[] }[] = [];
  // `pid`: the server process whose CPU time per request is counted (the SQLite sides).
  const side = async (
    base: string,
    load: Load,
    who: Login | null,
    measure: { seconds?: number; amount?: number; pid?: number },
    warm = true,
  ) => {
    if (warm)
      await drive(base, load, who, {
        ...(measure.amount ? { amount: bidWarm } : { seconds: 2 }),
        connections: CONNECTIONS,
      });
    return drive(base, load, who, { ...measure, connections: CONNECTIONS });
  };
  // The two sides take turns, so a busy moment of the shared machine does not fall on one side only;
  // each side reports its median round.
  const median = (figures: Figures[]): Figures => {
    const by = (key: 'rps' | 'p50' | 'p99') =>
      [...figures].sort((a, b) => a[key] - b[key])[figures.length >> 1][key];
    const cpu = figures.flatMap((f) => (f.cpuUs === null ? [] : [f.cpuUs])).sort((a, b) => a - b);
    return {
      rps: by('rps'),
      p50: by('p50'),
      p99: by('p99'),
      total: figures.reduce((sum, f) => sum + f.total, 0),
      failed: figures.reduce((sum, f) => sum + f.failed, 0),
      cpuUs: cpu.length > 0 ? cpu[cpu.length >> 1] : null,
    };
  };
  const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  const chosenReads = READS.filter(([name]) => name.includes(ONLY));
  for (const [call, load] of chosenReads) {
    const rounds = {
      app: [] as Figures[],
      bare: [] as Figures[],
      postgres: pgSides.map(() => [] as Figures[]),
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.app.push(await side(app.base, load, login, { seconds, pid: app.child.pid }, round === 0));
      rounds.bare.push(await side(bare.base, load, null, { seconds, pid: bare.child.pid }, round === 0));
      for (const [i, pg] of pgSides.entries())
        rounds.postgres[i]!.push(await side(pg.base, load, pg.login, { seconds }, round === 0));
    }
    rows.push({
      call,
      app: median(rounds.app),
      bare: median(rounds.bare),
      postgres: rounds.postgres.map(median),
    });
  }
  if ('POST /api/firma/bud'.includes(ONLY) && bidWarm > 0) {
    const call = `POST /api/firma/bud (${bidAmount} unique jobs)`;
    const app1 = await side(app.base, bid(pool), login, { amount: bidAmount, pid: app.child.pid });
    const bare1 = await side(bare.base, bid(pool), null, { amount: bidAmount, pid: bare.child.pid });
    const onPostgres: Figures[] = [];
    for (const pg of pgSides)
      onPostgres.push(await side(pg.base, bid([...facts.bidPool]), pg.login, { amount: bidAmount }));
    rows.push({ call, app: app1, bare: bare1, postgres: onPostgres });
  }
  // The fan-out and the event streams are measured on SQLite only (they read its file directly);
  // the PostgreSQL services stop here so they add nothing to the machine's load.
  await postgres?.stop();
  // A customer posts jobs in a category where FAN_OUT Pro companies work; the worker tells them all.
  let fanOut: { post: Figures; done: FanOutFigures } | null = null;
  if ('POST /api/opgaver fan-out'.includes(ONLY)) {
    const customer = await logIn(app.base, demoEmails.user, DEMO_PASSWORD);
    const body = await fanOutJob(app.base);
    const from = lastJobId(file);
    const started = performance.now();
    let posted = 0;
    // Ten posts per address, well under the limit of 30 in 15 minutes.
    const headers = () => {
      const address = Math.floor(posted / 10);
      posted += 1;
      return { 'x-forwarded-for': `10.1.${address >> 8}.${address & 255}` };
    };
    const load: Load = { method: 'POST', path: '/api/opgaver', body, headers };
    const post = await drive(app.base, load, customer, {
      amount: POSTS,
      connections: CONNECTIONS,
    });
    fanOut = { post, done: await waitForFanOut(file, from, started) };
  }
  // The reads on the app with and without STREAMS logged-in pages holding GET /api/events open,
  // in turns (without, then with, STREAM_ROUNDS times per read), so a busy moment of the shared
  // machine does not fall on one side only; each side reports its median round.
  const withStreams: { call: string; before: Figures; during: Figures }[] = [];
  if (STREAMS > 0 && 'streams'.includes(ONLY)) {
    const cookies = makeSessions(file, STREAMS);
    let fewest = STREAMS;
    for (const [call, load] of READS) {
      const without: Figures[] = [];
      const during: Figures[] = [];
      await drive(app.base, load, login, { seconds: 2, connections: CONNECTIONS });
      for (let round = 0; round < STREAM_ROUNDS; round += 1) {
        without.push(await drive(app.base, load, login, { seconds, connections: CONNECTIONS }));
        const streams = await openStreams(app.base, cookies);
        fewest = Math.min(fewest, streams.open);
        // Held open, not being opened: the burst of 500 logins to the stream is not what is measured.
        await new Promise((wait) => setTimeout(wait, 1000));
        during.push(await drive(app.base, load, login, { seconds, connections: CONNECTIONS }));
        streams.close();
        // The service lets a stream go when its socket closes; give it a moment before the next round.
        await new Promise((wait) => setTimeout(wait, 300));
      }
      withStreams.push({ call, before: median(without), during: median(during) });
    }
    console.log(`${fewest} of ${STREAMS} event streams open in every round (at least)`);
  }
  for (const server of [app, bare]) server.child.disconnect();

  console.log(
    `\n${'call'.padEnd(48)} ${'app r/s'.padStart(8)} ${'app p99'.padStart(8)} ${'bare r/s'.padStart(8)} ${'bare p99'.padStart(8)} ${'ratio'.padStart(8)} ${'app µs'.padStart(8)} ${'bare µs'.padStart(8)} ${'µs ratio'.padStart(8)}  failed`,
  );
  for (const { call, app: a, bare: b } of rows) {
    const cpu = (f: Figures) => (f.cpuUs === null ? '—'.padStart(8) : fmt(f.cpuUs));
    const cpuRatio = a.cpuUs && b.cpuUs ? fmt(b.cpuUs / a.cpuUs, 2) : '—'.padStart(8);
    console.log(
      `${call.padEnd(48)} ${fmt(a.rps)} ${fmt(a.p99, 1)} ${fmt(b.rps)} ${fmt(b.p99, 1)} ${fmt(a.rps / b.rps, 2)} ${cpu(a)} ${cpu(b)} ${cpuRatio}  ${a.failed}/${b.failed}`,
    );
  }
  if (pgSides.length > 0)
    printEngineTable(
      rows,
      pgSides.map((s) => s.name),
    );
  if (fanOut) {
    const { post, done } = fanOut;
    console.log(
      `\nPOST /api/opgaver, ${FAN_OUT} matching Pro companies: ${fmt(post.rps)} req/s, p99 ${post.p99} ms, failed ${post.failed}/${post.total}`,
    );
    console.log(
      `  fan-out: ${done.jobs} jobs, ${done.alerts} alerts, ${done.notices} notices queued and rendered, all done ${done.seconds.toFixed(1)} s after the first post (${Math.round(done.notices / done.seconds)} notices/s)`,
    );
  }
  if (withStreams.length > 0) {
    console.log(
      `\n${'read, app side'.padEnd(48)} ${'p99'.padStart(8)} ${'p99 +SSE'.padStart(8)} ${'change'.padStart(8)}`,
    );
    for (const { call, before, during } of withStreams)
      console.log(
        `${call.padEnd(48)} ${fmt(before.p99, 1)} ${fmt(during.p99, 1)} ${`${(((during.p99 - before.p99) / before.p99) * 100).toFixed(0)} %`.padStart(8)}`,
      );
  }
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    jobs: facts.jobs,
    contacts: facts.contacts,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    rows,
    postgres: pgSides.map(({ name, processes }) => ({ name, processes })),
    fanOut,
    streams: { count: STREAMS, reads: withStreams },
  };
  writeFileSync(resolve(dataDir, 'bench-results.json'), JSON.stringify(summary, null, 2));
  console.log(
    `\nlatency in ms; µs: the server process's CPU time per request (all its threads), µs ratio = bare/app; figures also in data/bench-results.json (target: ratio ≥ 0.6, p99 < 20 ms per read)`,
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
