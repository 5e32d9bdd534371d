// The request thread's side of the notice render thread: started on the first batch, unref'd (it
// never keeps the process alive), started again after it died or stopped answering (30 s), stopped
// with the app after the batch in progress. From TypeScript source (tests, the bench) the thread runs through tsx.
import type { Worker } from 'node:worker_threads';
import { startThread } from '../start-thread.js';
import type { QueuedNotice, RenderedNotice } from './render-row.js';
import type { RenderThreadData } from './render-thread.js';

export interface NoticeRenderer {
  render(rows: QueuedNotice[]): Promise<RenderedNotice[]>;
  close(): Promise<void>;
}

const BATCH_TIMEOUT_MS = 30_000;
const CLOSE_WAIT_MS = 5_000;

export function renderThread(data: RenderThreadData): NoticeRenderer {
  let worker: Worker | null = null;
  let batches = 0;
  const waiting = new Map<number, { done: (rows: RenderedNotice[]) => void; fail: (error: Error) => void }>();
  let inFlight: Promise<unknown> = Promise.resolve();

  const failAll = (error: Error) => {
    for (const { fail } of waiting.values()) fail(error);
    waiting.clear();
    worker = null;
  };
  const start = (): Worker => {
    const thread = startThread(import.meta.url, 'render-thread', data);
    thread.unref();
    thread.on('message', (message: { batch: number; rendered: RenderedNotice[] }) => {
      waiting.get(message.batch)?.done(message.rendered);
      waiting.delete(message.batch);
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) failAll(new Error(`the render thread stopped (exit code ${code})`));
    });
    return thread;
  };

  return {
    render(rows) {
      worker ??= start();
      const thread = worker;
      batches += 1;
      const batch = batches;
      const result = new Promise<RenderedNotice[]>((done, fail) => {
        // A thread that stops answering is replaced, so the outbox never waits on it for good.
        const timer = setTimeout(() => {
          waiting.delete(batch);
          fail(new Error(`the render thread did not answer in ${BATCH_TIMEOUT_MS / 1000} s`));
          void thread.terminate();
        }, BATCH_TIMEOUT_MS);
        timer.unref();
        waiting.set(batch, {
          done: (rendered) => {
            clearTimeout(timer);
            done(rendered);
          },
          fail: (error) => {
            clearTimeout(timer);
            fail(error);
          },
        });
        thread.postMessage({ batch, rows });
      });
      inFlight = result.catch(() => undefined);
      return result;
    },
    async close() {
      // The batch in progress may finish (its rows are then written), but closing waits no longer
      // than CLOSE_WAIT_MS for it.
      await Promise.race([inFlight, new Promise((wait) => setTimeout(wait, CLOSE_WAIT_MS).unref())]);
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
