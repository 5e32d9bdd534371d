// A real service process for the tests that need one (stopping on SIGTERM, the cluster, several
// processes on one PostgreSQL): an entry point of src/ (server.ts or cluster.ts) run from its
// TypeScript source on a free port, its standard output kept, started once it is ready.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const src = fileURLToPath(new URL('..', import.meta.url));

export interface ServiceProcess {
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
  child: ChildProcess;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** All the process has written to its standard output so far. */
  log(): string;
}

export interface ServiceProcessOptions {
  /** server.ts unless told. */
  entry?: 'server.ts' | 'cluster.ts';
  /** The environment beside this process's own (PORT is set here). */
  env: Record<string, string>;
  /** When the process counts as started; by default once it answers GET /readyz with 200. */
  ready?: (service: ServiceProcess) => Promise<boolean> | boolean;
}

const answersReadyz = (service: ServiceProcess) =>
  fetch(`${service.base}/readyz`).then(
    (reply) => reply.ok,
    () => false,
  );

/** Starts the process; throws (after killing it) when it ends or is not ready within 60 s. */
export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', resolve(src, options.entry ?? 'server.ts')],
    { env: { ...process.env, ...options.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const service: ServiceProcess = {
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    exited: new Promise((done) => child.on('exit', (code) => done(code))),
    log: () => log,
  };
  const ready = options.ready ?? answersReadyz;
  for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt += 1) {
    if (await ready(service)) return service;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the service process on ${service.base} did not get ready:\n${log}`);
}
