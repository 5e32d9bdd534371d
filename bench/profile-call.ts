// One call through HTTP under load, with a CPU profile of the server: seeds the bench database
// (BENCH_JOBS, 20 000 by default), starts the app (or with BENCH_PROFILE_SIDE=bare the baseline) as
// `npm run bench` does, logs in, drives the call named by BENCH_CALL (a part of a bench call's
// name, e.g. `red_dot`, `pagination`, `bud`) with autocannon for BENCH_SECONDS (10), prints req/s
// and the server's CPU µs per request, and stops the server, which writes its `--cpu-prof` profile
// into the folder BENCH_PROFILE names (sides.ts reads it as it loads, so it is given with the
// command). Run from services/: `BENCH_PROFILE=../data/profiles BENCH_CALL=red_dot npx tsx
// --conditions=source ../bench/profile-call.ts`. BENCH_FILE: another database file than
// data/bench.sqlite. Not a test.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { drive, type Load } from './drive.js';
import { benchReads } from './reads.js';
import { seedBenchDatabase } from './seed.js';
import { settle, threadCpuMs } from './process-cpu.js';
import { logInBoth, startServer } from './sides.js';

const dataDir = resolve(import.meta.dirname, '..', 'data');
const file = resolve(process.env.BENCH_FILE ?? resolve(dataDir, 'bench.sqlite'));
const CALL = process.env.BENCH_CALL ?? 'red_dot';
const SIDE = process.env.BENCH_PROFILE_SIDE === 'bare' ? 'bare' : 'app';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
if (process.env.BENCH_PROFILE) mkdirSync(process.env.BENCH_PROFILE, { recursive: true });

const facts = await seedBenchDatabase(file, Number(process.env.BENCH_JOBS ?? 20_000));
const reads = benchReads(facts.pages);
const read = reads.find((r) => r.call.includes(CALL));
let load: Load;
let as: 'company' | 'customer' = 'company';
if (read) {
  load = read.load;
  as = read.as;
} else if (CALL.includes('bud')) {
  const pool = [...facts.bidPool];
  load = {
    method: 'POST',
    path: '/api/firma/bud',
    body: () => JSON.stringify({ job_id: pool.shift(), amount: 12500, comment: 'Bench' }),
  };
} else throw new Error(`BENCH_CALL=${CALL}: no such call`);

const ids = { companyId: facts.companyId, customerId: facts.pages.customerId };
const server = await startServer(SIDE, file, ids);
const logins = SIDE === 'app' ? await logInBoth(server.base) : null;
const who = logins?.[as] ?? null;
const writes = CALL.includes('bud');
const size = (n: number) =>
  writes ? { amount: Math.min(Math.floor(facts.bidPool.length / 2), n * 200) } : { seconds: n };
await drive(server.base, load, who, { ...size(1), connections: CONNECTIONS });
await settle(server.child.pid);
const threadsBefore = threadCpuMs(server.child.pid);
const figures = await drive(server.base, load, who, {
  ...size(writes ? Math.floor(SECONDS / 2) : SECONDS),
  connections: CONNECTIONS,
  pid: server.child.pid,
});
console.log(
  `${SIDE} ${load.method} ${load.path}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, ` +
    `${figures.cpuUs?.toFixed(0)} µs CPU per request, ${figures.failed} failed of ${figures.total}`,
);
// Where the CPU went, thread by thread (the main thread is the one whose id is the process's).
const perThread = [...threadCpuMs(server.child.pid)]
  .map(([tid, { name, ms }]) => ({
    tid,
    name,
    us: ((ms - (threadsBefore.get(tid)?.ms ?? 0)) * 1000) / figures.total,
  }))
  .filter(({ us }) => us > 0)
  .sort((a, b) => b.us - a.us);
console.log(
  `µs per request by thread: ${perThread.map(({ tid, name, us }) => `${tid === server.child.pid ? 'main' : name} ${us.toFixed(0)}`).join(', ')}`,
);
await new Promise<void>((done) => {
  server.child.once('exit', () => done());
  server.child.disconnect();
});
if (process.env.BENCH_PROFILE) console.log(`profile in ${process.env.BENCH_PROFILE}`);
