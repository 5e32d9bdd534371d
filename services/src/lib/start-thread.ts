// Starts a worker_threads thread on a module beside the caller's: the compiled `.js` in the build,
// the `.ts` source under tsx (tests, the bench). From source the thread registers tsx's loader
// itself first, since a worker does not take the parent's `--import`.
import { Worker } from 'node:worker_threads';

/** `callerUrl` is the caller's `import.meta.url`; `name` the entry module's name without extension. */
export function startThread(callerUrl: string, name: string, workerData: unknown): Worker {
  const fromSource = callerUrl.endsWith('.ts');
  const entry = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, callerUrl);
  if (!fromSource) return new Worker(entry, { workerData });
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`,
    { eval: true, workerData },
  );
}
