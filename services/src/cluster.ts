// `npm run start:cluster`: several service processes behind one port (Node's cluster module), as on
// a bigger machine. SERVICE_PROCESSES of them (default: one per CPU). The first is started alone
// and the others when it listens, so only one process migrates and seeds a new database. What
// they must share lives in the database (sessions, login throttling, rate limits, the scheduler's
// lease, the outbox); see docs/scaling.md. A process that dies is replaced after a growing pause
// (restart-pacer.ts: short again once a process has run a while);
// SIGINT/SIGTERM is passed on, each process finishes its requests and the primary exits after them.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { checkEnv } from './env-schema.js';
import { restartPacer } from './lib/restart-pacer.js';

if (cluster.isPrimary) {
  checkEnv(process.env);
  const wanted = Number(process.env.SERVICE_PROCESSES ?? availableParallelism());
  let stopping = false;
  const pacer = restartPacer();

  const fork = () => {
    const worker = cluster.fork();
    pacer.started(worker.id);
    return worker;
  };
  const first = fork();
  first.once('listening', () => {
    for (let i = 1; i < wanted; i += 1) fork();
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const pause = pacer.ended(worker.id);
    console.error(`service process ${worker.process.pid} ended (${signal ?? code}); another in ${pause} ms`);
    setTimeout(fork, pause);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} else {
  await import('./server.js');
}
