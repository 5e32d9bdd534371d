// In-process cost of one call through the whole service (app.inject, no socket), one call after
// another: seeds the bench database, logs in the demo company, warms up (BENCH_WARM calls, 1 000)
// and prints the median, p90 and p99 and the CPU per call. BENCH_SIDE=bare: the same call on the
// bare baseline (bare.ts), for the app's overhead without the load generator's noise.
// `BENCH_CALL=bid|reddot|bookings NODE_ENV=production npx tsx --conditions=source bench/call-cost.ts`
// (production: React's server build, as `npm start` runs). Add `--cpu-prof` through node to see
// where a call's time goes. Not a test.
import { resolve } from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../services/src/app.js';
import { DEMO_PASSWORD, demoEmails } from '../services/src/db/seed/index.js';
import { buildBareApp } from './bare.js';
import { seedBenchDatabase } from './seed.js';

const file = resolve(import.meta.dirname, '..', 'data', 'bench.sqlite');
const COUNT = Number(process.env.BENCH_COUNT ?? 3000);
const CALL = process.env.BENCH_CALL ?? 'bid';
const WARM = Number(process.env.BENCH_WARM ?? 1000);
const facts = await seedBenchDatabase(file, Number(process.env.BENCH_JOBS ?? 100_000));
const bare = process.env.BENCH_SIDE === 'bare';
const app = bare
  ? await buildBareApp(file, facts.companyId, facts.pages.customerId)
  : await buildApp({ databaseFile: file, seedDemo: false, logger: false });
let headers: Record<string, string> = {};
if (!bare) {
  const session = await app.inject({ method: 'GET', url: '/api/session' });
  const sid = session.cookies.find((c) => c.name === 'sid')!.value;
  const login = await app.inject({
    method: 'POST',
    url: '/bruger/modalformlogin',
    headers: { cookie: `sid=${sid}`, 'x-csrf-token': session.json().csrfToken },
    payload: { email: demoEmails.company, password: DEMO_PASSWORD },
  });
  headers = {
    cookie: `sid=${login.cookies.find((c) => c.name === 'sid')?.value ?? sid}`,
    'x-csrf-token': String(login.headers['x-csrf-token']),
  };
}
const calls: Record<string, (i: number) => InjectOptions> = {
  bid: (i) => ({
    method: 'POST',
    url: '/api/firma/bud',
    headers,
    payload: { job_id: facts.bidPool[i], amount: 12500, comment: 'Bench' },
  }),
  reddot: () => ({ method: 'POST', url: '/bruger2/update_number_red_dot', headers }),
  bookings: () => ({
    method: 'POST',
    url: '/firma2/get_dine_bookinger_pagination',
    headers,
    payload: { page: 1, search: '' },
  }),
};
// The bid's warm-up takes jobs of its own from the end of the pool.
for (let i = 0; i < WARM; i += 1) {
  const reply = await app.inject(calls[CALL](facts.bidPool.length - 1 - i));
  if (reply.statusCode !== 200) throw new Error(`${CALL} warm-up: ${reply.statusCode} ${reply.body}`);
}
const times: number[] = [];
// CPU time of the whole process per call, beside the wall-clock times: all its threads, so the notice
// render thread and the checkpoints count too. In BENCH_ROUNDS rounds (1): on a shared machine the
// quietest round (the lowest CPU per call) is the one to compare between two builds.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const perRound = Math.floor(COUNT / ROUNDS);
const cpuPerCall: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const cpuBefore = process.cpuUsage();
  for (let i = round * perRound; i < (round + 1) * perRound; i += 1) {
    const started = performance.now();
    const reply = await app.inject(calls[CALL](i));
    times.push(performance.now() - started);
    if (reply.statusCode !== 200) throw new Error(`${CALL} ${i}: ${reply.statusCode} ${reply.body}`);
  }
  const cpu = process.cpuUsage(cpuBefore);
  cpuPerCall.push((cpu.user + cpu.system) / perRound / 1000);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.floor(times.length * q)].toFixed(3);
console.log(
  `${bare ? 'bare' : 'app'} ${COUNT} × ${CALL} in process: median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms`,
);
const ms = (values: number[]) => values.map((v) => v.toFixed(3)).join(', ');
console.log(`CPU per call: ${ms([Math.min(...cpuPerCall)])} ms at least (rounds: ${ms(cpuPerCall)})`);
await app.close();
// tsx's transform service would keep the process alive.
process.exit(0);
