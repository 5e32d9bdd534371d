// On PostgreSQL, writes that do not touch the same job do not wait for each other: two
// transactions changing two open jobs (each moving the open-jobs generation) are open at the same
// time and the second commits while the first still runs. Two that cross (both read a counter and
// write it back, both take a job's last slot) still give the answer of one after the other: the
// engine ends one as a conflict and the store runs it again (retry.ts).
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgSkipReason } from '../../test/pg-database.js';
import { engineFactories } from '../../test/store-engines.js';
import { rawGet } from './raw.js';
import { CONFLICT_RETRIES, conflictWait } from './retry.js';
import type { Store } from './store.js';

const postgres = engineFactories().find((engine) => engine.name === 'PostgreSQL');

/** A promise and the function that settles it, for making two transactions meet. */
function signal(): { done: Promise<void>; give: () => void } {
  let give = () => {};
  const done = new Promise<void>((resolve) => (give = resolve));
  return { done, give };
}

const within = (ms: number, what: Promise<void>, failure: string) =>
  Promise.race([what, new Promise<never>((_, fail) => setTimeout(() => fail(new Error(failure)), ms))]);

describe.skipIf(pgSkipReason !== undefined)('transactions on PostgreSQL', () => {
  let store: Store;
  beforeEach(async () => {
    store = await postgres!.open();
    for (const statement of [
      `insert into users (id, email, password_hash, name) values (1, 'ane@eksempel.dk', 'h', 'Ane')`,
      `insert into categories (id, name, slug) values (1, 'Tømrer', 'tomrer')`,
      `insert into jobs (id, user_id, category_id, headline, description, zip, status)
       select g, 1, 1, 'Nyt tag', 'Tegl', '2100', 'open' from generate_series(1, 3) g`,
      `insert into settings (key, value) values ('counter', '0')`,
    ])
      await store.run(sql.raw(statement));
  });
  afterEach(async () => {
    await store.close();
  });

  const generation = async () =>
    (await rawGet<{ n: number }>(store, 'select sum(n) as n from open_jobs_generation'))!.n;

  it('lets two transactions on different open jobs run side by side, each moving the generation', async () => {
    const before = await generation();
    const secondCommitted = signal();
    const order: string[] = [];
    const runs = { first: 0, second: 0 };
    const first = store.transaction(async (tx) => {
      runs.first += 1;
      await tx.run(sql`update jobs set headline = 'Nyt tegltag' where id = 1`);
      // Open until the second has committed: with one writer at a time it would wait for this one.
      await within(5000, secondCommitted.done, 'the second transaction waited for the first');
      order.push('first');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.transaction(async (tx) => {
      runs.second += 1;
      await tx.run(sql`update jobs set headline = 'Ny carport' where id = 2`);
      order.push('second');
    });
    secondCommitted.give();
    await first;
    expect(order).toEqual(['second', 'first']);
    expect(runs).toEqual({ first: 1, second: 1 });
    expect((await generation()) - before).toBe(2);
  });

  it('gives the next number to each of two transactions that read the last one at the same time', async () => {
    const bothRead = signal();
    let reads = 0;
    const next = () =>
      store.transaction(async (tx) => {
        const last = Number(
          (await rawGet<{ value: string }>(tx, `select value from settings where key = 'counter'`))!.value,
        );
        reads += 1;
        if (reads === 2) bothRead.give();
        await within(5000, bothRead.done, 'the two did not read at the same time').catch(() => undefined);
        await tx.run(sql`update settings set value = ${String(last + 1)} where key = 'counter'`);
        return last + 1;
      });
    const numbers = await Promise.all([next(), next()]);
    expect(numbers.sort()).toEqual([1, 2]);
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(
      (await rawGet<{ value: string }>(store, `select value from settings where key = 'counter'`))!.value,
    ).toBe('2');
  });

  it('lets only one of two companies racing for the last slot of a job have it', async () => {
    for (const id of [10, 11]) {
      await store.run(
        sql.raw(
          `insert into users (id, email, password_hash, name, role) values (${id}, 'f${id}@eksempel.dk', 'h', 'Firma', 'company')`,
        ),
      );
      await store.run(
        sql.raw(
          `insert into companies (id, user_id, name, slug, email) values (${id}, ${id}, 'Firma ${id}', 'firma-${id}', 'f${id}@eksempel.dk')`,
        ),
      );
    }
    const bothCounted = signal();
    let counted = 0;
    /** A job takes one offer here: a company bids when nobody has. */
    const bid = (companyId: number) =>
      store.transaction(async (tx) => {
        const taken = (await rawGet<{ n: number }>(
          tx,
          'select count(*) as n from contacts where job_id = 3',
        ))!.n;
        counted += 1;
        if (counted === 2) bothCounted.give();
        await within(5000, bothCounted.done, 'the two did not count at the same time').catch(() => undefined);
        if (taken > 0) return 'refused';
        await tx.run(sql`insert into contacts (job_id, company_id, state) values (3, ${companyId}, 'bid')`);
        return 'placed';
      });
    const answers = await Promise.all([bid(10), bid(11)]);
    expect(answers.sort()).toEqual(['placed', 'refused']);
    expect(
      (await rawGet<{ n: number }>(store, 'select count(*) as n from contacts where job_id = 3'))!.n,
    ).toBe(1);
  });
});

describe('a transaction ended as a conflict', () => {
  it(`runs again from the start at most ${CONFLICT_RETRIES} times, then fails with the conflict`, async () => {
    const store = await engineFactories()[0]!.open();
    let runs = 0;
    const conflict = Object.assign(new Error('could not serialize access'), { code: '40001' });
    await expect(
      store.transaction(async () => {
        runs += 1;
        throw conflict;
      }),
    ).rejects.toBe(conflict);
    expect(runs).toBe(CONFLICT_RETRIES + 1);
    runs = 0;
    await expect(
      store.transaction(async () => {
        runs += 1;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(runs).toBe(1);
    await store.close();
  });

  it('waits a random share of a ceiling that doubles up to 64 ms before each new run', () => {
    expect([1, 2, 3, 6, 7, 10].map((retry) => conflictWait(retry, () => 1))).toEqual([2, 4, 8, 64, 64, 64]);
    expect(conflictWait(3, () => 0.5)).toBe(4);
  });
});
