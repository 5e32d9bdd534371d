// The checkpoint thread copies committed rows from the write-ahead log into the database file by
// itself (the request thread's commits no longer do it below the safety net), stops cleanly, and a
// thread that cannot run hands the checkpoints back to the request thread.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckpointThread, type Checkpointer } from './checkpointer.js';
import { openSqlite } from './open.js';

const dirs: string[] = [];
const open: { sqlite: Database.Database; checkpoints: Checkpointer | null }[] = [];

afterEach(async () => {
  for (const { sqlite, checkpoints } of open.splice(0)) {
    await checkpoints?.stop();
    sqlite.close();
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function database(withThread: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'opgavetorvet-checkpoint-'));
  dirs.push(dir);
  const file = join(dir, 'db.sqlite');
  const sqlite = openSqlite(file);
  // The migrated tables are in the file itself; the rows written next are only in the log.
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  const checkpoints = withThread ? startCheckpointThread(sqlite, file) : null;
  open.push({ sqlite, checkpoints });
  return { dir, file, sqlite, checkpoints };
}

/** How many settings rows the database file holds on its own, without its write-ahead log. */
function rowsInFileAlone(dir: string, file: string): number {
  const copy = join(dir, `alone-${Math.random().toString(36).slice(2)}.sqlite`);
  copyFileSync(file, copy);
  const reader = new Database(copy);
  try {
    return (reader.prepare(`select count(*) n from settings where key like 'cp-%'`).get() as { n: number }).n;
  } finally {
    reader.close();
  }
}

function writeRows(sqlite: Database.Database, count: number): void {
  const insert = sqlite.prepare('insert into settings (key, value) values (?, ?)');
  for (let i = 0; i < count; i += 1) insert.run(`cp-${i}`, 'x');
}

describe('the checkpoint thread', () => {
  it('copies committed rows into the database file while the request thread only appends to the log', async () => {
    const { dir, file, sqlite } = database(true);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(4000);
    writeRows(sqlite, 50);
    await vi.waitFor(() => expect(rowsInFileAlone(dir, file)).toBe(50), { timeout: 5000, interval: 50 });
  });

  it('is what copies them: without it, a few commits stay in the log only', async () => {
    const { dir, file, sqlite } = database(false);
    writeRows(sqlite, 50);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(rowsInFileAlone(dir, file)).toBe(0);
  });

  it('stops on request, and the connection it served goes on working', async () => {
    const { sqlite, checkpoints } = database(true);
    await checkpoints!.stop();
    writeRows(sqlite, 3);
    expect(sqlite.prepare(`select count(*) n from settings where key like 'cp-%'`).get()).toEqual({ n: 3 });
  });

  it('hands the checkpoints back to the request thread when the thread cannot run', async () => {
    const { dir, sqlite } = database(false);
    const checkpoints = startCheckpointThread(sqlite, join(dir, 'missing.sqlite'));
    open.push({ sqlite: new Database(':memory:'), checkpoints });
    await vi.waitFor(() => expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000), {
      timeout: 5000,
      interval: 50,
    });
  });
});
