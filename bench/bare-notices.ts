// The bare baseline's outbox: the same queue writers as the app's mailer (one prepared insert per
// notice, in the caller's transaction) and the same rendering of what they queue, on a render thread
// 20 ms after a wake and up to 100 rows at a time, as the app's delivery worker does it. A notice
// has to be rendered (its words, HTML and links) before it can be sent, so a baseline that only
// queued its rows would leave out work every bid and message costs; no rows are sent on either side
// (the bench configures no mail or SMS provider).
import type { Db } from '../services/src/db/open.js';
import { WAKE_DELAY_MS } from '../services/src/plugins/app/delivery.js';
import { THREAD_RENDER_SLICE, outboxQueues } from '../services/src/plugins/app/mailer.js';
import type { ComposeContext } from '../services/src/lib/notices/compose.js';
import { renderThread } from '../services/src/lib/notices/render-thread-client.js';

export interface BareOutbox {
  queues: ReturnType<typeof outboxQueues>;
  /** Waits for the rendering in progress and stops the thread. */
  close(): Promise<void>;
}

export function bareOutbox(
  db: Db,
  context: ComposeContext,
  thread: { localesDir: string; signerKey: string },
): BareOutbox {
  const renderer = renderThread({ ...thread, publicUrl: context.publicUrl });
  let scheduled = false;
  let rendering: Promise<void> = Promise.resolve();
  const renderWaiting = async () => {
    for (;;) {
      const { rows, more } = await queues.renderStatements.waiting(THREAD_RENDER_SLICE);
      if (rows.length > 0) await queues.renderStatements.write(await renderer.render(rows));
      if (!more) return;
    }
  };
  const wake = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      rendering = rendering.then(renderWaiting).catch((error: unknown) => console.error(error));
    }, WAKE_DELAY_MS).unref();
  };
  const queues = outboxQueues(db, context, wake);
  return {
    queues,
    async close() {
      await rendering;
      await renderer.close();
    },
  };
}
