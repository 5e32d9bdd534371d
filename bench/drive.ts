// Load generation for the bench: logging in a company like the page does (session cookie + CSRF
// token) and running autocannon against one call, returning req/s, p99 and the non-2xx count.
import { createRequire } from 'node:module';
import { cpuTimeMs } from './process-cpu.js';

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests: AutocannonRequest[];
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
/** A run under way: a promise of its result that also reports each response as it arrives. */
interface AutocannonRun extends Promise<AutocannonResult> {
  on(event: 'response', listener: () => void): void;
}
// autocannon ships no types; only the fields above are used.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => AutocannonRun;

export interface Login {
  cookie: string;
  csrf: string;
}

const sidOf = (response: Response): string | undefined =>
  response.headers
    .getSetCookie()
    .map((c) => /^sid=([^;]+)/.exec(c)?.[1])
    .find(Boolean);

/** GET /api/session, then the login modal's call; the cookie and token every later call sends. */
export async function logIn(base: string, email: string, password: string): Promise<Login> {
  const session = await fetch(`${base}/api/session`);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const first = sidOf(session);
  const login = await fetch(`${base}/bruger/modalformlogin`, {
    method: 'POST',
    headers: { cookie: `sid=${first}`, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  // The session and its CSRF token rotate at login; the reply carries the new token.
  return { cookie: `sid=${sidOf(login) ?? first}`, csrf: login.headers.get('x-csrf-token') ?? csrfToken };
}

export interface Load {
  method: 'GET' | 'POST';
  path: string;
  /** A fixed JSON body, or one made per request (e.g. a fresh job id for every bid). */
  body?: string | (() => string);
  /** Headers made per request (e.g. the customer's address as a proxy passes it on). */
  headers?: () => Record<string, string>;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  failed: number;
  /** The server process's CPU time per completed request, in µs (null when not known). */
  cpuUs: number | null;
}

/** Drives one call for `seconds` (or `amount` requests) over `connections` connections. */
export async function drive(
  base: string,
  load: Load,
  login: Login | null,
  run: { seconds?: number; amount?: number; connections: number; pid?: number },
): Promise<Figures> {
  const headers: Record<string, string> = login ? { cookie: login.cookie, 'x-csrf-token': login.csrf } : {};
  if (load.body !== undefined) headers['content-type'] = 'application/json';
  const make = load.body;
  const request: AutocannonRequest = {
    method: load.method,
    path: load.path,
    headers,
    ...(typeof make === 'string' ? { body: make } : {}),
    ...(typeof make === 'function' || load.headers
      ? {
          setupRequest: (r: AutocannonRequest) => ({
            ...r,
            ...(typeof make === 'function' ? { body: make() } : {}),
            ...(load.headers ? { headers: { ...r.headers, ...load.headers() } } : {}),
          }),
        }
      : {}),
  };
  const limit = run.amount !== undefined ? { amount: run.amount } : { duration: run.seconds ?? 10 };
  const cpuBefore = cpuTimeMs(run.pid);
  const started = performance.now();
  const running = autocannon({ url: base, connections: run.connections, ...limit, requests: [request] });
  // autocannon notices that `amount` requests are done only at its next whole-second tick, so a run
  // by amount is timed to its last response (by time, the run's end is the last response anyway).
  let lastResponse = started;
  running.on('response', () => (lastResponse = performance.now()));
  const result = await running;
  const seconds = (lastResponse - started) / 1000;
  const cpuAfter = cpuTimeMs(run.pid);
  return {
    // Completed requests over the time to the last response (autocannon's per-second figures are
    // whole seconds).
    rps: seconds > 0 ? result.requests.total / seconds : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuUs:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}
