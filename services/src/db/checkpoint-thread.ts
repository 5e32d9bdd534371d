// The checkpoint thread (started by checkpointer.ts): a connection of its own to the SQLite file
// copies what has been committed to the write-ahead log into the database file every few
// milliseconds (PASSIVE: it never waits for a writer nor holds one up), so the copying and its
// fsync happen beside the requests instead of inside the commit of whichever request filled the log.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

export interface CheckpointThreadData {
  file: string;
  everyMs: number;
}

const { file, everyMs } = workerData as CheckpointThreadData;
const sqlite = new Database(file, { fileMustExist: true });

const timer = setInterval(() => {
  try {
    sqlite.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // Another connection's checkpoint is running: this one is simply skipped. Anything else ends
    // the thread, and the request thread checkpoints by itself again (checkpointer.ts).
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY') !== true) throw error;
  }
}, everyMs);

parentPort?.once('message', () => {
  clearInterval(timer);
  sqlite.close();
  parentPort?.close();
});
