// In-process cost of the won jobs and the customer's job page with and without indexes (issue 29):
// seeds a bench database of its own (BENCH_JOBS, 100 000; data/bench-index.sqlite, so a running
// `npm run bench` keeps its file), builds the app on it (BENCH_DB=postgres: on a throw-away
// PostgreSQL cluster holding a copy of the rows), logs in the demo company and customer through
// app.inject, and in BENCH_ROUNDS rounds (5) drops and creates the indexes BENCH_INDEX names
// (comma-separated; bids_contact_idx) in turns, running each call BENCH_COUNT times (20) on either
// side. BENCH_REUSE=1 takes the file as an earlier run seeded it. (The reply time's range needs
// contacts_company_created_idx: without it each offer of the companies recomputes its bounds, so
// dropping that one measures nothing the service would ever run.) Sides take
// turns in ABBA order, so the busy machine's drift falls on both. Prints per call and side the
// median over the rounds of each round's median time and of its CPU per call (the service's
// process; on PostgreSQL its server's processes too). Not a test.
// `BENCH_DB=postgres npx tsx --conditions=source bench/index-cost.ts` from the repository's root.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../services/src/app.js';
import { rawGet, rawRun } from '../services/src/db/engine/raw.js';
import { openSqlite } from '../services/src/db/open.js';
import { DEMO_PASSWORD, demoEmails } from '../services/src/db/seed/index.js';
import { cpuTimeMs } from './process-cpu.js';
import { startPgServer, type PgServer } from './pg-server.js';
import { copyToPostgres } from './seed-postgres.js';
import { seedBenchDatabase } from './seed.js';

const file = resolve(import.meta.dirname, '..', 'data', 'bench-index.sqlite');
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const COUNT = Number(process.env.BENCH_COUNT ?? 20);
const INDEXES = (process.env.BENCH_INDEX ?? 'bids_contact_idx').split(',');
const postgres = process.env.BENCH_DB === 'postgres';

/** The demo customer's two bench jobs (seed-pages.ts), as seeded now or by an earlier run. */
async function customerPages(): Promise<{ oneOffer: number; tenOffers: number }> {
  if (process.env.BENCH_REUSE !== '1') return (await seedBenchDatabase(file, JOBS)).pages;
  const sqlite = openSqlite(file);
  const job = (headline: string) =>
    (sqlite.prepare('select id from jobs where headline = ?').get(headline) as { id: number }).id;
  const pages = { oneOffer: job('Ny terrasse (et tilbud)'), tenOffers: job('Ny terrasse (ti tilbud)') };
  sqlite.close();
  return pages;
}
const pages = await customerPages();
let server: PgServer | undefined;
let app: FastifyInstance;
/** The PostgreSQL server's CPU so far (ms), or 0 on SQLite. */
let serverCpuMs = () => 0;
if (postgres) {
  server = await startPgServer();
  await server.create('bench_index');
  await copyToPostgres(file, server.urlOf('bench_index'));
  app = await buildApp({
    databaseUrl: server.urlOf('bench_index'),
    databasePoolSize: 4,
    seedDemo: false,
    logger: false,
  });
  const dir = (await rawGet<{ data_directory: string }>(app.db, 'show data_directory'))!.data_directory;
  const postmaster = Number(readFileSync(`${dir}/postmaster.pid`, 'utf8').split('\n')[0]);
  serverCpuMs = () => cpuTimeMs(postmaster) ?? 0;
} else app = await buildApp({ databaseFile: file, seedDemo: false, logger: false });
await app.ready();

const definitions: string[] = [];
for (const index of INDEXES) {
  const found = await rawGet<{ sql: string }>(
    app.db,
    postgres
      ? 'select indexdef as sql from pg_indexes where indexname = ?'
      : 'select sql from sqlite_master where name = ?',
    [index],
  );
  if (!found) throw new Error(`No index ${index} in the migrated database`);
  definitions.push(found.sql);
}
const withIndex = async (present: boolean) => {
  for (const index of INDEXES) await rawRun(app.db, `drop index if exists ${index}`);
  if (present) for (const definition of definitions) await rawRun(app.db, definition);
  if (postgres) await rawRun(app.db, 'analyze bids, contacts');
};

/** The Cookie and CSRF headers of a logged-in session of `email`. */
async function logIn(email: string): Promise<Record<string, string>> {
  const session = await app.inject({ method: 'GET', url: '/api/session' });
  const sid = session.cookies.find((c) => c.name === 'sid')!.value;
  const login = await app.inject({
    method: 'POST',
    url: '/bruger/modalformlogin',
    headers: { cookie: `sid=${sid}`, 'x-csrf-token': session.json().csrfToken },
    payload: { email, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login ${email}: ${login.statusCode} ${login.body}`);
  return {
    cookie: `sid=${login.cookies.find((c) => c.name === 'sid')?.value ?? sid}`,
    'x-csrf-token': String(login.headers['x-csrf-token']),
  };
}
const company = await logIn(demoEmails.company);
const customer = await logIn(demoEmails.user);
const calls = [
  { name: 'GET /api/firma/vundne', url: '/api/firma/vundne?page=1', headers: company },
  { name: 'job page, 1 offer', url: `/api/bruger/opgaver/${pages.oneOffer}`, headers: customer },
  { name: 'job page, 10 offers', url: `/api/bruger/opgaver/${pages.tenOffers}`, headers: customer },
];

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
/** Per call and side: each round's median ms and CPU ms per call. */
const figures = new Map<string, { ms: number[]; cpu: number[] }>();

async function measure(side: 'without' | 'with'): Promise<void> {
  await withIndex(side === 'with');
  for (const call of calls) {
    const inject = async () => {
      const reply = await app.inject({ method: 'GET', url: call.url, headers: call.headers });
      if (reply.statusCode !== 200) throw new Error(`${call.name}: ${reply.statusCode} ${reply.body}`);
    };
    for (let i = 0; i < 3; i += 1) await inject();
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    const serverBefore = serverCpuMs();
    for (let i = 0; i < COUNT; i += 1) {
      const started = performance.now();
      await inject();
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000 + (serverCpuMs() - serverBefore);
    const key = `${call.name}|${side}`;
    const entry = figures.get(key) ?? { ms: [], cpu: [] };
    entry.ms.push(middle(times));
    entry.cpu.push(cpuMs / COUNT);
    figures.set(key, entry);
  }
}

for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const);
  for (const side of order) await measure(side);
  console.log(`round ${round + 1} of ${ROUNDS} done`);
}
await withIndex(true);

const shown = (values: number[]) =>
  `${middle(values).toFixed(1)} (${values.map((v) => v.toFixed(1)).join(', ')})`;
console.log(
  `${postgres ? 'PostgreSQL' : 'SQLite'}, ${JOBS} jobs, ${ROUNDS} rounds of ${COUNT} calls, ${INDEXES.join(', ')}`,
);
for (const call of calls)
  for (const side of ['without', 'with'] as const) {
    const entry = figures.get(`${call.name}|${side}`)!;
    console.log(`${call.name}, ${side}: ms ${shown(entry.ms)}; CPU ms/call ${shown(entry.cpu)}`);
  }
await app.close();
await server?.stop();
// tsx's transform service would keep the process alive.
process.exit(0);
