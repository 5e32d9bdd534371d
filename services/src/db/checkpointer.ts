// Takes SQLite's checkpoints (copying the write-ahead log into the database file, with an fsync)
// off the request thread: the checkpoint thread does them every CHECKPOINT_EVERY_MS, and the
// request thread's own automatic checkpoint is raised to a safety net. It still runs when the log
// passes SAFETY_NET_PAGES — under steady writes that is what lets the log start again from its
// beginning, and by then the thread has copied nearly all of it — and it is set back to SQLite's
// default if the thread fails, and while the thread's checkpoints fail (it tries again, waiting
// longer each time, and says when it works again).
import type Database from 'better-sqlite3';
import { startThread } from '../lib/start-thread.js';
import type { OutageLog } from '../lib/outage/outage-watch.js';
import type { CheckpointThreadData, CheckpointThreadMessage } from './checkpoint-thread.js';

const CHECKPOINT_EVERY_MS = 50;
const SAFETY_NET_PAGES = 4000;
const SQLITE_DEFAULT_PAGES = 1000;
const STOP_WAIT_MS = 5000;

export interface Checkpointer {
  /** Ends the thread (after the checkpoint in progress); the request thread's connection stays open. */
  stop(): Promise<void>;
}

export function startCheckpointThread(
  sqlite: Database.Database,
  file: string,
  log?: OutageLog,
): Checkpointer {
  const data: CheckpointThreadData = { file, everyMs: CHECKPOINT_EVERY_MS };
  const thread = startThread(import.meta.url, 'checkpoint-thread', data);
  thread.unref();
  sqlite.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  let stopping = false;
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  const fallBack = () => {
    if (!stopping) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
  };
  thread.on('error', (err) => {
    log?.warn({ err }, 'the checkpoint thread stopped; the request thread checkpoints by itself');
    fallBack();
  });
  thread.on('exit', fallBack);
  thread.on('message', (message: CheckpointThreadMessage) => {
    if (message.type === 'failing') {
      log?.warn({ error: message.error }, 'checkpoints failing; trying again, waiting longer each time');
      fallBack();
    } else {
      log?.info({}, 'checkpoints working again');
      if (!stopping) sqlite.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
    }
  });
  return {
    async stop() {
      if (stopping) return exited;
      stopping = true;
      thread.postMessage('stop');
      const late = setTimeout(() => void thread.terminate(), STOP_WAIT_MS);
      await exited;
      clearTimeout(late);
    },
  };
}
