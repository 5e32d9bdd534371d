// The service as `npm run start:cluster` runs it (services/src/cluster.ts, from its TypeScript
// source as the bench's other servers) on PostgreSQL: `processes` service processes behind one
// loopback port, production React, behind a proxy (TRUST_PROXY, as bench/server.ts), no demo seed,
// warnings and errors logged only. Resolves when every process listens.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServiceCluster {
  child: ChildProcess;
  base: string;
  /** SIGTERM to the primary (each process finishes its requests); resolves when it has exited. */
  stop(): Promise<void>;
}

export async function startServiceCluster(databaseUrl: string, processes: number): Promise<ServiceCluster> {
  const port = await freePort();
  const child = fork(resolve(here, '..', 'services', 'src', 'cluster.ts'), [], {
    execArgv: [
      '--conditions=source',
      '--import',
      'tsx',
      '--import',
      pathToFileURL(resolve(here, 'cluster-ready.ts')).href,
    ],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SERVICE_PROCESSES: String(processes),
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((done, fail) => {
    let listening = 0;
    child.on('message', () => {
      listening += 1;
      if (listening === processes) done();
    });
    child.once('exit', (code) => fail(new Error(`service cluster of ${processes} exited with ${code}`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
