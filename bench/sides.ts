// The servers the bench drives, each a side of its table: the app and the bare baseline on the
// SQLite file (server.ts, a process each), and on PostgreSQL the service cluster with 1 and with 2
// processes and a bare baseline of its own (postgres.ts). Each side knows its process (whose CPU,
// with its children's, is counted per request) and the company's and the customer's logins.
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, demoEmails } from '../services/src/db/seed/index.js';
import { logIn, type Login } from './drive.js';

const here = dirname(fileURLToPath(import.meta.url));
/** A folder: the app process writes a CPU profile there (`--cpu-prof`) when it stops. */
const PROFILE = process.env.BENCH_PROFILE ?? '';
/** `bare`: the bare baseline writes its profile there instead (profile-call.ts). */
const PROFILED = process.env.BENCH_PROFILE_SIDE === 'bare' ? 'bare' : 'app';

export interface Side {
  /** As the tables head it: `sqlite`, `pg×1`, `pg×2`. */
  engine: string;
  kind: 'app' | 'bare';
  base: string;
  pid: number | undefined;
  /** The demo company's and customer's sessions (none on a bare side: it asks for none). */
  logins: { company: Login; customer: Login } | null;
}

/** Forks server.ts: `app` (the service on the SQLite file) or `bare` (on the file or a PostgreSQL address). */
export function startServer(
  kind: 'app' | 'bare',
  target: string,
  ids: { companyId: number; customerId: number },
): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(
    resolve(here, 'server.ts'),
    [kind, target, String(ids.companyId), String(ids.customerId)],
    {
      // The workspace packages from their TypeScript source, as in the tests.
      execArgv: [
        '--conditions=source',
        '--import',
        'tsx',
        ...(PROFILE && kind === PROFILED ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []),
      ],
      // As `npm start` runs the service (scripts/start.mjs): React's production build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return new Promise((done, fail) => {
    child.once('message', (message) =>
      done({ child, base: `http://127.0.0.1:${(message as { port: number }).port}` }),
    );
    child.once('exit', (code) => fail(new Error(`${kind} server exited with ${code}`)));
  });
}

/** The demo company's and customer's logins on an app side. */
export async function logInBoth(base: string): Promise<Side['logins']> {
  return {
    company: await logIn(base, demoEmails.company, DEMO_PASSWORD),
    customer: await logIn(base, demoEmails.user, DEMO_PASSWORD),
  };
}
