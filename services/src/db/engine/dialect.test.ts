// Each query is written once in a form both engines run as it is: the per-engine functions of
// dialect.ts give the same answers on SQLite and on PostgreSQL (Danish letters, case, order), and no
// statement of the service still spells something SQLite's way outside dialect.ts, which the
// PostgreSQL executor no longer rewrites (postgres-sql.ts only numbers placeholders).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settings } from '../schema/index.js';
import { engineFactories } from '../../test/store-engines.js';
import { literalsUnder, repoRoot, sourceFiles } from '../../test/source-literals.js';
import {
  conflictColumns,
  containsFolded,
  containsPattern,
  dialectOf,
  fragment,
  perEngine,
  type Dialect,
} from './dialect.js';
import { rawAll } from './raw.js';
import type { Store } from './store.js';

describe.each(engineFactories())('the per-engine functions on $name', ({ open }) => {
  let store: Store;
  let d: Dialect;
  beforeEach(async () => {
    store = await open();
    d = dialectOf(store);
  });
  afterEach(async () => {
    await store.close();
  });

  const column = async <T>(text: string, params: unknown[] = []) =>
    (await rawAll<{ v: T }>(store, text, params)).map((row) => row.v);

  it('knows the store’s engine, and builds a text once per engine', () => {
    expect(d.engine).toBe(store.engine);
    const built = perEngine((dialect) => ({ engine: dialect.engine }));
    expect(built(store)).toBe(built(store));
    expect(built(store).engine).toBe(store.engine);
  });

  it('reads a list bound as one JSON parameter: integers and texts, an empty list matching nothing', async () => {
    const ids = `with t(v) as (values (1), (2), (3)) select v from t where ${d.inIdList('v', '?')} order by v`;
    expect(await column(ids, ['[3,1]'])).toEqual([1, 3]);
    expect(await column(ids, ['[]'])).toEqual([]);
    const texts = `with t(v) as (values ('8000'), ('9000'), ('Århus')) select v from t where ${d.inTextList('v', '?')} order by v`;
    expect(await column(texts, ['["Århus","8000"]'])).toEqual(['8000', 'Århus']);
  });

  it('finds where a text starts in another, counting Danish letters as one each', async () => {
    const at = `select ${d.textPosition('?', '?')} v`;
    expect(await column(at, ['æblegrød', 'grød'])).toEqual([5]);
    expect(await column(at, ['æblegrød', 'æble'])).toEqual([1]);
    expect(await column(at, ['æblegrød', 'ø'])).toEqual([7]);
    expect(await column(at, ['æblegrød', 'kage'])).toEqual([0]);
  });

  it("joins a group's values with the separator", async () => {
    const joined = `with t(g, v) as (values (1, 'a'), (1, 'b'), (2, 'c')) select ${d.stringAgg('v', "', '")} v from t group by g order by g`;
    const values = await column<string>(joined);
    expect([values[0].split(', ').sort(), values[1]]).toEqual([['a', 'b'], 'c']);
  });

  it('orders by a name with ASCII case folded and the rest byte by byte, as SQLite’s nocase', async () => {
    const names = `with t(id, v) as (values (1, 'b'), (2, 'Æble'), (3, 'a'), (4, 'B'), (5, 'æble'), (6, 'Z'), (7, 'Å'))
      select v from t order by ${d.caselessOrder('v')}, id`;
    expect(await column(names)).toEqual(['a', 'b', 'B', 'Z', 'Å', 'Æble', 'æble']);
  });

  it('names an index to read where SQLite needs it, and runs the statement on either engine', async () => {
    const hinted = `select count(*) v from jobs ${d.indexHint('jobs_open_category_idx')} where status = 'open' and ${d.inIdList('category_id', '?')}`;
    expect(await column(hinted, ['[1]'])).toEqual([0]);
  });

  it('writes a drizzle fragment with the same text, columns and values as parameters', async () => {
    await store.insert(settings).values({ key: 'dialect', value: 'æblegrød' }).run();
    const at = fragment(d.textPosition, settings.value, 'grød');
    const row = await store
      .select({ at: sql<number>`${at}` })
      .from(settings)
      .where(eq(settings.key, 'dialect'))
      .get();
    expect(row).toEqual({ at: 5 });
  });

  it('names a conflict target by bare columns, which both engines read', async () => {
    const upsert = (value: string) =>
      store
        .insert(settings)
        .values({ key: 'conflict', value })
        .onConflictDoUpdate({ target: conflictColumns(settings.key), set: { value } });
    expect(upsert('1').toSQL().sql).toContain('on conflict ("key") do update');
    await upsert('1').run();
    await upsert('2').run();
    expect(await column(`select value v from settings where key = 'conflict'`)).toEqual(['2']);
  });

  it('finds a word in a text whatever the case of its letters, Danish ones too, and % and _ as they are', async () => {
    const has = async (text: string, word: string) =>
      (await rawAll<{ ok: number }>(store, sql`select 1 ok where ${containsFolded(sql`${text}`, word)}`))
        .length === 1;
    expect(await has('ÆBLEGRØD med FLØDE', 'blegrød')).toBe(true);
    expect(await has('ÆBLEGRØD med FLØDE', 'æble')).toBe(true);
    expect(await has('Vask 50% af gulvet', '50%')).toBe(true);
    expect(await has('Vask 500 af gulvet', '50%')).toBe(false);
    expect(await has('a_b', 'a_')).toBe(true);
    expect(await has('ab', 'a_')).toBe(false);
    expect(containsPattern('50%_\\')).toBe('%50\\%\\_\\\\%');
  });
});

/**
 * SQLite's spellings that PostgreSQL reads otherwise or not at all. Each belongs in dialect.ts, or is
 * written in SQL both engines read (`cast(@x as text) is null`, `lower(…)`, `trim(zip, '0123456789')`).
 */
const SQLITE_ONLY: [string, RegExp][] = [
  ['a JSON list through json_each (dialect inIdList / inTextList)', /\bjson_each\b/i],
  ['an index hint (dialect indexHint)', /\bindexed\s+by\b/i],
  ['instr (dialect textPosition)', /\binstr\s*\(/i],
  ['group_concat (dialect stringAgg)', /\bgroup_concat\b/i],
  ['glob (a pattern both engines read, or a dialect function)', /\bglob\b/i],
  ['collate nocase (dialect caselessOrder)', /\bcollate\s+nocase\b/i],
  ['like, which ignores case on SQLite only (dialect containsFolded / likeFolded)', /\b(i?like)\b/i],
  ['a bare parameter tested for null (cast(@x as text) is null)', /(@\w+|\?)\s+is\s+(not\s+)?null\b/i],
];
const DIALECT_FILE = 'services/src/db/engine/dialect.ts';
/** The test helpers' own reads of SQLite's catalogue (sqlite_schema) never run on PostgreSQL. */
const TEST_HELPERS = 'services/src/test/';

describe('statements written once for both engines', () => {
  it('no SQL text of the service spells something SQLite’s way outside dialect.ts', () => {
    const found = literalsUnder(['services/src'])
      .filter(
        (literal) =>
          literal.kind === 'string' &&
          !literal.where.startsWith(`${DIALECT_FILE}:`) &&
          !literal.where.startsWith(TEST_HELPERS),
      )
      .flatMap((literal) =>
        SQLITE_ONLY.filter(([, pattern]) => pattern.test(literal.text)).map(
          ([what]) => `${literal.where}: ${what}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('conflict targets name bare columns, and drizzle’s like() is not used (SQLite’s ignores case)', () => {
    const found = sourceFiles(['services/src']).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const where = relative(repoRoot, file);
      const targets = /onConflictDo/.test(text) ? text.match(/\btarget:(?!\s*conflictColumns\()/g) : null;
      const likes = /import\s*{[^}]*\b(not)?i?like\b[^}]*}\s*from\s*'drizzle-orm'/i.test(text);
      return [
        ...(targets ?? []).map(() => `${where}: a conflict target not through conflictColumns`),
        ...(likes ? [`${where}: drizzle's like()`] : []),
      ];
    });
    expect(found).toEqual([]);
  });
});
