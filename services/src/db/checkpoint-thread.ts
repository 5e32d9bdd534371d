// The checkpoint thread (started by checkpointer.ts): a connection of its own to the SQLite file
// copies what has been committed to the write-ahead log into the database file every few
// milliseconds (PASSIVE: it never waits for a writer nor holds one up), so the copying and its
// fsync happen beside the requests instead of inside the commit of whichever request filled the log.
// A checkpoint that fails (the disk full or failing) is tried again after a growing wait, up to
// MAX_WAIT_MS; the request thread is told when that begins and ends ('failing' / 'working'), and
// meanwhile takes its own checkpoints again.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

export interface CheckpointThreadData {
  file: string;
  everyMs: number;
}

/** What the thread tells the request thread. */
export type CheckpointThreadMessage = { type: 'failing'; error: string } | { type: 'working' };

const MAX_WAIT_MS = 5000;
const { file, everyMs } = workerData as CheckpointThreadData;
const sqlite = new Database(file, { fileMustExist: true });
let failures = 0;
let timer: NodeJS.Timeout | undefined;

const tell = (message: CheckpointThreadMessage) => parentPort?.postMessage(message);

function checkpoint(): void {
  try {
    sqlite.pragma('wal_checkpoint(PASSIVE)');
    if (failures > 0) tell({ type: 'working' });
    failures = 0;
  } catch (error) {
    // Another connection's checkpoint is running: this one is simply skipped.
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY') !== true) {
      if (failures === 0) tell({ type: 'failing', error: String((error as Error).message ?? error) });
      failures += 1;
    }
  }
  timer = setTimeout(checkpoint, failures === 0 ? everyMs : Math.min(MAX_WAIT_MS, everyMs * 2 ** failures));
}
timer = setTimeout(checkpoint, everyMs);

parentPort?.once('message', () => {
  clearTimeout(timer);
  sqlite.close();
  parentPort?.close();
});
