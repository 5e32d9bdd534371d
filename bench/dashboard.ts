// The administrator's dashboard (issue 33) on the bench database: GET /api/admin/oversigt for the
// last 30, 90 and 366 days (the bench's jobs reach 400 days back), through app.inject in this
// process, as the demo administrator (its password alone, as the README's demo). Each period is
// asked twice to warm up and then BENCH_DASHBOARD_COUNT times (10); printed per period: the jobs it
// covers, the median and slowest call in ms and the CPU ms per call of this process (on PostgreSQL
// the server's own CPU is not counted). run.ts calls it after its table: on the SQLite file, and
// with BENCH_DB=postgres on the bare baseline's copy of the same rows. Not a test.
import type { FastifyInstance } from 'fastify';
import { copenhagenWallClock, type AdminDashboardReply } from '@opgavetorvet/contracts';
import { buildApp } from '../services/src/app.js';
import { DEMO_PASSWORD, demoEmails } from '../services/src/db/seed/index.js';

const COUNT = Number(process.env.BENCH_DASHBOARD_COUNT ?? 10);
const PERIODS = [30, 90, 366];

export interface DashboardFigures {
  engine: string;
  days: number;
  jobs: number;
  msMedian: number;
  msMax: number;
  cpuMsPerCall: number;
}

/** The Cookie and CSRF headers of the demo administrator's session. */
async function logInAdmin(app: FastifyInstance): Promise<Record<string, string>> {
  const session = await app.inject({ method: 'GET', url: '/api/session' });
  const sid = session.cookies.find((c) => c.name === 'sid')!.value;
  const login = await app.inject({
    method: 'POST',
    url: '/bruger/modalformlogin',
    headers: { cookie: `sid=${sid}`, 'x-csrf-token': session.json().csrfToken },
    payload: { email: demoEmails.admin, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`admin login: ${login.statusCode} ${login.body}`);
  return {
    cookie: `sid=${login.cookies.find((c) => c.name === 'sid')?.value ?? sid}`,
    'x-csrf-token': String(login.headers['x-csrf-token']),
  };
}

/** 'YYYY-MM-DD' of today in Copenhagen and of `days` - 1 days before it. */
function lastDays(days: number): { fra: string; til: string } {
  const til = copenhagenWallClock(Math.floor(Date.now() / 1000)).slice(0, 10);
  const first = new Date(Date.parse(`${til}T00:00:00Z`) - (days - 1) * 86_400_000);
  return { fra: first.toISOString().slice(0, 10), til };
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Times the dashboard on an app built on `target` (a SQLite file or a PostgreSQL address). */
export async function measureDashboard(
  engine: string,
  target: { databaseFile: string } | { databaseUrl: string },
): Promise<DashboardFigures[]> {
  const app = await buildApp({ ...target, seedDemo: false, logger: false });
  await app.ready();
  try {
    const headers = await logInAdmin(app);
    const figures: DashboardFigures[] = [];
    for (const days of PERIODS) {
      const { fra, til } = lastDays(days);
      const call = async () => {
        const reply = await app.inject({
          method: 'GET',
          url: `/api/admin/oversigt?fra=${fra}&til=${til}`,
          headers,
        });
        if (reply.statusCode !== 200) throw new Error(`dashboard: ${reply.statusCode} ${reply.body}`);
        return reply.json<AdminDashboardReply>();
      };
      const { totals } = await call();
      await call();
      const times: number[] = [];
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < COUNT; i += 1) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      const cpu = process.cpuUsage(cpuBefore);
      figures.push({
        engine,
        days,
        jobs: totals.jobs,
        msMedian: middle(times),
        msMax: Math.max(...times),
        cpuMsPerCall: (cpu.user + cpu.system) / 1000 / COUNT,
      });
    }
    return figures;
  } finally {
    await app.close();
  }
}

export function printDashboard(figures: readonly DashboardFigures[]): void {
  console.log(`\nGET /api/admin/oversigt (in process, ${COUNT} calls per period after 2 warm-ups)`);
  for (const f of figures)
    console.log(
      `  ${f.engine}, last ${f.days} days (${f.jobs} jobs): median ${f.msMedian.toFixed(1)} ms, slowest ${f.msMax.toFixed(1)} ms, CPU ${f.cpuMsPerCall.toFixed(1)} ms/call`,
    );
}
