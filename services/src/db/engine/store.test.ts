// The store behaves the same on both engines: rows, `.run()` changes, prepared statements,
// transactions that commit or roll back as one, savepoints, and on SQLite's single connection a
// statement from outside an open transaction waits for it instead of joining it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { settings, users } from '../schema/index.js';
import type { Store } from './store.js';
import { afterCommit } from './executor.js';
import { engineFactories } from '../../test/store-engines.js';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engineFactories())('the store on $name', ({ open }) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store.close();
  });

  const valueOf = async (key: string) =>
    (await store.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get())?.value;

  it('reads, writes and counts what a statement changed', async () => {
    const inserted = await store
      .insert(users)
      .values({ email: 'ane@eksempel.dk', passwordHash: 'x', name: 'Ane', role: 'user' })
      .returning({ id: users.id, name: users.name });
    expect(inserted).toEqual([{ id: expect.any(Number), name: 'Ane' }]);
    const changed = await store
      .update(users)
      .set({ name: 'Ane B' })
      .where(eq(users.email, 'ane@eksempel.dk'))
      .run();
    expect(changed.changes).toBe(1);
    const none = await store
      .update(users)
      .set({ name: 'Bo' })
      .where(eq(users.email, 'ingen@eksempel.dk'))
      .run();
    expect(none.changes).toBe(0);
    expect(await store.select({ name: users.name }).from(users).get()).toEqual({ name: 'Ane B' });
    expect(
      await store
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .get(),
    ).toEqual({ n: 1 });
    expect(await store.select().from(settings).where(eq(settings.key, 'ingen')).get()).toBeUndefined();
  });

  it('runs a prepared statement with its placeholder again and again', async () => {
    await store.insert(settings).values([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
    const byKey = store
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, sql.placeholder('key')))
      .prepare();
    expect(await byKey.get({ key: 'a' })).toEqual({ value: '1' });
    expect(await byKey.get({ key: 'b' })).toEqual({ value: '2' });
  });

  it('keeps a transaction whole: committed together or not at all', async () => {
    await store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'a', value: '1' });
      await tx.insert(settings).values({ key: 'b', value: '2' });
    });
    await expect(
      store.transaction(async (tx) => {
        await tx.update(settings).set({ value: 'changed' }).where(eq(settings.key, 'a'));
        await tx.insert(settings).values({ key: 'b', value: 'twice' }); // the key exists: fails
      }),
    ).rejects.toThrow();
    expect(await valueOf('a')).toBe('1');
    expect(await valueOf('b')).toBe('2');
  });

  it('undoes a savepoint without undoing its transaction', async () => {
    await store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'kept', value: '1' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(settings).values({ key: 'undone', value: '1' });
          throw new Error('undo the inner part');
        })
        .catch(() => undefined);
    });
    expect(await valueOf('kept')).toBe('1');
    expect(await valueOf('undone')).toBeUndefined();
  });

  it("makes the store's transaction inside an open one a savepoint of it", async () => {
    await store.transaction(async () => {
      await store.insert(settings).values({ key: 'outer', value: '1' });
      await store
        .transaction(async () => {
          await store.insert(settings).values({ key: 'nested', value: '1' });
          throw new Error('undo the nested part');
        })
        .catch(() => undefined);
      await store.transaction(async () => store.insert(settings).values({ key: 'joined', value: '1' }));
    });
    expect(await valueOf('outer')).toBe('1');
    expect(await valueOf('nested')).toBeUndefined();
    expect(await valueOf('joined')).toBe('1');
  });

  it('keeps a write made outside an open transaction out of it', async () => {
    const order: string[] = [];
    const rolledBack = store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'inside', value: '1' });
      await later(50);
      order.push('transaction done');
      throw new Error('roll back');
    });
    await later(5);
    const outside = store
      .insert(settings)
      .values({ key: 'outside', value: '1' })
      .run()
      .then(() => order.push('outside written'));
    await expect(rolledBack).rejects.toThrow('roll back');
    await outside;
    expect(await valueOf('inside')).toBeUndefined();
    expect(await valueOf('outside')).toBe('1');
    if (store.engine === 'sqlite') expect(order).toEqual(['transaction done', 'outside written']);
  });

  it('runs work left running by a transaction outside it once it has ended, and lets it open its own', async () => {
    let leftRunning: Promise<string | undefined> | undefined;
    await store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'left', value: '1' });
      // Not awaited: it keeps the transaction's async context but runs after the commit.
      leftRunning = new Promise((resolve) => setTimeout(resolve, 20)).then(async () => {
        await store.transaction(async (own) => {
          await own.insert(settings).values({ key: 'later', value: '2' });
        });
        return valueOf('left');
      });
    });
    expect(await leftRunning).toBe('1');
    expect(await valueOf('later')).toBe('2');
  });

  it("keeps a transaction's statements its own when another transaction ends meanwhile", async () => {
    const second = store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'second', value: '1' });
      // The first transaction ends meanwhile (beside this one on PostgreSQL, before it on SQLite).
      await later(40);
      // Through the store, not `tx`: still this transaction's statement, undone with it.
      await store.insert(settings).values({ key: 'second-store', value: '1' });
      expect(await valueOf('second-store')).toBe('1');
      throw new Error('undo');
    });
    await later(5);
    await store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'first', value: '1' });
    });
    await expect(second).rejects.toThrow('undo');
    expect(await valueOf('first')).toBe('1');
    expect(await valueOf('second')).toBeUndefined();
    expect(await valueOf('second-store')).toBeUndefined();
  });

  it('does what waits for a commit after it, outside the transaction, and never after a rollback', async () => {
    const told: string[] = [];
    await store.transaction(async (tx) => {
      await tx.insert(settings).values({ key: 'a', value: '1' });
      afterCommit(() => {
        told.push('committed');
        // Outside the ended transaction: a statement runs as any other.
        void valueOf('a').then((value) => told.push(`read ${value}`));
      });
      expect(told).toEqual([]);
    });
    await expect(
      store.transaction(async () => {
        afterCommit(() => told.push('rolled back'));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await vi.waitFor(() => expect(told).toEqual(['committed', 'read 1']));
  });
});
