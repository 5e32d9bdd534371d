// Images are decoded and re-encoded one at a time in each service process, and libvips uses one
// thread for it (issue 30's bench: ten 4 MB phone photos processed at once kept both cores busy for
// seconds and the other calls' p99 went up twenty-fold). An upload waits its turn instead; the
// reads keep a core. At most MAX_WAITING wait: more is refused with 503 and a Danish "try again".
import sharp from 'sharp';
import { AppError } from '../../errors.js';

/** Uploads that may wait for their image to be processed before new ones are turned away. */
export const MAX_WAITING = 40;

sharp.concurrency(1);

let tail: Promise<unknown> = Promise.resolve();
let queued = 0;

/** Runs `task` after every image task queued before it has ended (however it ended). */
export async function oneImageAtATime<T>(task: () => Promise<T>): Promise<T> {
  if (queued >= MAX_WAITING) throw new AppError(503, 'errors:::file_busy');
  queued += 1;
  const run = tail.then(task);
  tail = run.catch(() => undefined);
  try {
    return await run;
  } finally {
    queued -= 1;
  }
}
