// In-process cost of one call through the whole service (app.inject, no socket), one call after
// another: seeds the bench database, logs in the demo company, warms up (BENCH_WARM calls, 1 000)
// and prints the median, p90 and p99 and the CPU per call. BENCH_SIDE=bare: the same call on the
// bare baseline (bare.ts), for the app's overhead without the load generator's noise.
// BENCH_SIDE=both: the app and the bare baseline in this one process, in turns of BENCH_BATCH (100)
// calls, each turn's process CPU per call counted to its side; on a shared machine the median
// turn of each side, taken side by side, moves far less than two runs a minute apart. (Notices of
// a write are rendered 20 ms after a burst, so a turn's last renders may land in the next turn.)
// `BENCH_CALL=bid|message|reddot|bookings NODE_ENV=production npx tsx --conditions=source bench/call-cost.ts`
// (production: React's server build, as `npm start` runs). Add `--cpu-prof` through node to see
// where a call's time goes. BENCH_FILE: another database file than data/bench.sqlite (so two runs
// at once do not rebuild each other's). Not a test.
import { copyFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../services/src/app.js';
import { DEMO_PASSWORD, demoEmails } from '../services/src/db/seed/index.js';
import { buildBareApp } from './bare.js';
import { seedBenchDatabase } from './seed.js';

const file = resolve(process.env.BENCH_FILE ?? resolve(import.meta.dirname, '..', 'data', 'bench.sqlite'));
const COUNT = Number(process.env.BENCH_COUNT ?? 3000);
const CALL = process.env.BENCH_CALL ?? 'bid';
const WARM = Number(process.env.BENCH_WARM ?? 1000);
const SIDE = process.env.BENCH_SIDE ?? 'app';
const facts = await seedBenchDatabase(file, Number(process.env.BENCH_JOBS ?? 100_000));
// Side by side, the bare baseline has a copy of the database: two connections of one thread to one
// file would wait on each other's write lock (a group commit ends only in a later turn).
const bareFile = SIDE === 'both' ? `${file}.bare` : file;
if (SIDE === 'both') copyFileSync(file, bareFile);

/** The demo company's cookie and CSRF header on the app. */
async function logIn(app: FastifyInstance): Promise<Record<string, string>> {
  const session = await app.inject({ method: 'GET', url: '/api/session' });
  const sid = session.cookies.find((c) => c.name === 'sid')!.value;
  const login = await app.inject({
    method: 'POST',
    url: '/bruger/modalformlogin',
    headers: { cookie: `sid=${sid}`, 'x-csrf-token': session.json().csrfToken },
    payload: { email: demoEmails.company, password: DEMO_PASSWORD },
  });
  return {
    cookie: `sid=${login.cookies.find((c) => c.name === 'sid')?.value ?? sid}`,
    'x-csrf-token': String(login.headers['x-csrf-token']),
  };
}

interface Side {
  name: 'app' | 'bare';
  app: FastifyInstance;
  /** The i-th call's request (side by side, each side has its own copy of the jobs to bid on). */
  call: (i: number) => InjectOptions;
}

async function side(name: Side['name']): Promise<Side> {
  const app =
    name === 'bare'
      ? await buildBareApp(bareFile, facts.companyId, facts.pages.customerId)
      : await buildApp({ databaseFile: file, seedDemo: false, logger: false });
  const headers = name === 'app' ? await logIn(app) : {};
  const calls: Record<string, (i: number) => InjectOptions> = {
    bid: (i) => ({
      method: 'POST',
      url: '/api/firma/bud',
      headers,
      payload: { job_id: facts.bidPool[i], amount: 12500, comment: 'Bench' },
    }),
    // The company's message round its threads with the customers, a new text each time (as run.ts).
    message: (i) => ({
      method: 'POST',
      url: '/opgave/new_message',
      headers,
      payload: {
        ...facts.pages.threads[i % facts.pages.threads.length],
        msg: `Vi kan starte i uge ${i} (${name})`,
      },
    }),
    reddot: () => ({ method: 'POST', url: '/bruger2/update_number_red_dot', headers }),
    bookings: () => ({
      method: 'POST',
      url: '/firma2/get_dine_bookinger_pagination',
      headers,
      payload: { page: 1, search: '' },
    }),
  };
  return { name, app, call: calls[CALL] };
}

const sides =
  SIDE === 'both' ? [await side('app'), await side('bare')] : [await side(SIDE === 'bare' ? 'bare' : 'app')];
if (CALL === 'bid' && facts.bidPool.length < WARM + COUNT)
  throw new Error(`${facts.bidPool.length} open jobs to bid on: too few for BENCH_WARM + BENCH_COUNT`);
const times = new Map<Side, number[]>(sides.map((s) => [s, []]));
const cpu = new Map<Side, number[]>(sides.map((s) => [s, []]));

/**
 * Waits until the process is idle (under a tenth of a core for a quarter of a second, at most 30 s):
 * a notice render thread started by the warm-up loads its modules for seconds (from source, through
 * tsx), which is not the cost of a call.
 */
async function settle(): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 250) {
    const before = process.cpuUsage();
    await new Promise((wait) => setTimeout(wait, 250));
    const used = process.cpuUsage(before);
    if (used.user + used.system < 25_000) return;
  }
}

/** `n` calls of one side, one after another; its process CPU per call is kept for the side. */
async function turn(s: Side, from: number, n: number, keep: boolean): Promise<void> {
  const before = process.cpuUsage();
  for (let i = from; i < from + n; i += 1) {
    const started = performance.now();
    const reply = await s.app.inject(s.call(i));
    if (keep) times.get(s)!.push(performance.now() - started);
    if (reply.statusCode !== 200)
      throw new Error(`${s.name} ${CALL} ${i}: ${reply.statusCode} ${reply.body}`);
  }
  const used = process.cpuUsage(before);
  if (keep) cpu.get(s)!.push((used.user + used.system) / n / 1000);
}

const BATCH =
  SIDE === 'both'
    ? Number(process.env.BENCH_BATCH ?? 100)
    : Math.floor(COUNT / Number(process.env.BENCH_ROUNDS ?? 1));
for (const s of sides) await turn(s, 0, WARM, false);
// The measured calls' numbers run on from the warm-up's: every bid needs a job of its own.
let next = WARM;
await settle();
for (let done = 0; done < COUNT; done += BATCH) {
  for (const s of sides) await turn(s, next, BATCH, true);
  next += BATCH;
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * q)];
for (const s of sides) {
  const t = times.get(s)!;
  const c = cpu.get(s)!;
  const at = (q: number) => quantile(t, q).toFixed(3);
  console.log(
    `${s.name} ${t.length} × ${CALL} in process: median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms; ` +
      `CPU per call (ms) by ${c.length} turns: least ${Math.min(...c).toFixed(3)}, p25 ${quantile(c, 0.25).toFixed(3)}, median ${quantile(c, 0.5).toFixed(3)}`,
  );
}
if (sides.length === 2) {
  const median = (s: Side) => quantile(cpu.get(s)!, 0.5);
  const p25 = (s: Side) => quantile(cpu.get(s)!, 0.25);
  console.log(
    `app/bare: median turn ${(median(sides[0]) / median(sides[1])).toFixed(2)}×, p25 turn ${(p25(sides[0]) / p25(sides[1])).toFixed(2)}×`,
  );
}
for (const s of sides) await s.app.close();
// tsx's transform service would keep the process alive.
process.exit(0);
