// Group commit on SQLite (sqlite-executor.ts): the transactions that end in one turn of the event
// loop share one commit, each caller learns of its commit only once it is in the file, a failing
// one is undone alone, and a statement from outside never sees what is not committed yet.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../open.js';
import { settings } from '../schema/index.js';
import { sqliteExecutor } from './sqlite-executor.js';
import { createStore, type Store } from './store.js';

/** Counts the SQLite commits the executor runs on the connection. */
function countCommits(sqlite: Database.Database): () => number {
  let commits = 0;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((sql: string) => {
    const statement = prepare(sql);
    if (sql === 'commit') {
      const run = statement.run.bind(statement);
      statement.run = (...params: unknown[]) => {
        commits += 1;
        return run(...params);
      };
    }
    return statement;
  }) as typeof sqlite.prepare;
  return () => commits;
}

describe('group commit on SQLite', () => {
  let dir: string;
  let store: Store;
  let commits: () => number;
  /** A second connection to the same file: what another process would read. */
  let other: Database.Database;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    const file = join(dir, 'db.sqlite');
    const sqlite = openSqlite(file);
    commits = countCommits(sqlite);
    store = createStore(sqliteExecutor(sqlite));
    other = new Database(file, { readonly: true });
  });
  afterEach(async () => {
    other.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const committedValue = (key: string) =>
    (other.prepare('select value from settings where key = ?').get(key) as { value: string } | undefined)
      ?.value;

  const write = (key: string) =>
    store.transaction(async (tx) => {
      await tx.insert(settings).values({ key, value: key });
    });

  it('commits the transactions of one turn together, each caller answered once its rows are in the file', async () => {
    const seenAtCommit: (string | undefined)[] = [];
    const keys = ['a', 'b', 'c', 'd', 'e'];
    await Promise.all(keys.map((key) => write(key).then(() => seenAtCommit.push(committedValue(key)))));
    expect(seenAtCommit).toEqual(keys);
    expect(commits()).toBe(1);

    await write('f');
    expect(committedValue('f')).toBe('f');
    expect(commits()).toBe(2);
  });

  it('undoes a failing transaction alone while the others of its turn commit', async () => {
    const results = await Promise.allSettled([
      write('kept-1'),
      store.transaction(async (tx) => {
        await tx.insert(settings).values({ key: 'undone', value: '1' });
        throw new Error('undo this one');
      }),
      write('kept-2'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect([committedValue('kept-1'), committedValue('undone'), committedValue('kept-2')]).toEqual([
      'kept-1',
      undefined,
      'kept-2',
    ]);
    expect(commits()).toBe(1);
  });

  it('lets a statement from outside read a change only once it is committed', async () => {
    const written = write('a');
    const read = await store
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'a'))
      .get()
      .then((row) => ({ read: row?.value, inTheFile: committedValue('a') }));
    await written;
    expect(read).toEqual({ read: 'a', inTheFile: 'a' });
  });

  it('commits a group whose transaction waits for something outside the database once it ends', async () => {
    const slow = store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'slow', value: '1' });
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    const quick = write('quick');
    await Promise.all([slow, quick]);
    expect([committedValue('slow'), committedValue('quick')]).toEqual(['1', 'quick']);
  });
});
