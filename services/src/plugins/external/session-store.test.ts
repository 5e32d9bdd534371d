// The session store writes only what changes: an unchanged session read and saved again within the
// minute is not rewritten (no write per request), a changed one or one idle past the minute is.
import { describe, expect, it } from 'vitest';
import type { Session } from 'fastify';
import { openDatabase } from '../../db/open.js';
import { IDLE_TIMEOUT_SECONDS, SqliteSessionStore, sessionRowId } from './session-store.js';
import { sqlOne } from '../../test/sql.js';

describe('SqliteSessionStore', () => {
  it('skips a write that would change nothing and writes data changes and the minute touch', async () => {
    const db = openDatabase(':memory:');
    let clock = 1_000_000;
    const store = new SqliteSessionStore(db, () => clock);
    const idle = async () =>
      (
        await sqlOne<{ i: number }>(
          db,
          'select idle_expires_at i from sessions where id = ?',
          sessionRowId('s1'),
        )
      ).i;
    const changes = async () => (await sqlOne<{ n: number }>(db, 'select total_changes() n')).n;
    const set = (session: object) =>
      new Promise<void>((done, fail) =>
        store.set('s1', session as Session, (err) => (err ? fail(err) : done())),
      );
    const get = () =>
      new Promise<Session | null | undefined>((done, fail) =>
        store.get('s1', (err, s) => (err ? fail(err) : done(s))),
      );

    await set({ _csrf: 'a' });
    expect(await idle()).toBe(clock + IDLE_TIMEOUT_SECONDS);
    const written = await changes();
    clock += 30;
    expect(await get()).toEqual({ _csrf: 'a' });
    await set({ _csrf: 'a' });
    expect(await changes()).toBe(written);
    await set({ _csrf: 'b' });
    expect(await changes()).toBe(written + 1);
    clock += 61;
    await get();
    await set({ _csrf: 'b' });
    expect(await idle()).toBe(clock + IDLE_TIMEOUT_SECONDS);
    await db.close();
  });

  it('moves the idle time-out forward on a read, at most once a minute', async () => {
    const db = openDatabase(':memory:');
    let clock = 1_000_000;
    const store = new SqliteSessionStore(db, () => clock);
    const idle = async () =>
      (
        await sqlOne<{ i: number }>(
          db,
          'select idle_expires_at i from sessions where id = ?',
          sessionRowId('s2'),
        )
      ).i;
    const changes = async () => (await sqlOne<{ n: number }>(db, 'select total_changes() n')).n;
    await new Promise<void>((done) => store.set('s2', { _csrf: 'a' } as unknown as Session, () => done()));
    const get = () =>
      new Promise<Session | null | undefined>((done) => store.get('s2', (_err, s) => done(s)));
    const written = await changes();
    clock += 59;
    expect(await get()).toEqual({ _csrf: 'a' });
    expect(await changes()).toBe(written);
    clock += 2;
    await get();
    expect(await idle()).toBe(clock + IDLE_TIMEOUT_SECONDS);
    expect(await changes()).toBe(written + 1);
    clock += IDLE_TIMEOUT_SECONDS + 1;
    expect(await get()).toBeNull();
    await db.close();
  });
});
