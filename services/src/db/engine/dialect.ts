// What SQLite and PostgreSQL spell differently, as one small named function per engine. Every other
// statement is written once in SQL both read the same (docs/architecture.md lists these functions),
// so the PostgreSQL executor only numbers placeholders (postgres-sql.ts). A function takes and gives
// SQL text (operands as text: `j.id`, `@ids`); `fragment` gives the same over drizzle's columns and
// placeholders. The engine is the store's: `dialectOf(db)` for a store or a transaction on it.
import { sql, type SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Executor } from './executor.js';
import { executorOf } from './raw.js';

export type Engine = Executor['engine'];

export interface Dialect {
  readonly engine: Engine;
  /** `expr` is one of the integers of `list`, one parameter bound as JSON text (`[1,2]`). */
  inIdList(expr: string, list: string): string;
  /** `expr` is one of the texts of `list`, one parameter bound as JSON text (`["8000"]`). */
  inTextList(expr: string, list: string): string;
  /** Where `needle` first starts in `haystack` (1 = at the start), 0 when it is not there. */
  textPosition(haystack: string, needle: string): string;
  /** The group's values of `expr` joined by `separator` (an aggregate). */
  stringAgg(expr: string, separator: string): string;
  /** `expr` to order by, ASCII letters folded and compared byte by byte (SQLite's nocase). */
  caselessOrder(expr: string): string;
  /** A planner hint naming the index to read `name`d (SQLite has no statistics to choose by). */
  indexHint(name: string): string;
}

const sqlite: Dialect = {
  engine: 'sqlite',
  inIdList: (expr, list) => `${expr} in (select value from json_each(${list}))`,
  inTextList: (expr, list) => `${expr} in (select value from json_each(${list}))`,
  textPosition: (haystack, needle) => `instr(${haystack}, ${needle})`,
  stringAgg: (expr, separator) => `group_concat(${expr}, ${separator})`,
  caselessOrder: (expr) => `${expr} collate nocase`,
  indexHint: (name) => `indexed by ${name}`,
};

/**
 * PostgreSQL reads a JSON list with json_array_elements_text; as an array of an uncorrelated
 * subquery it is computed once and compared with `= any`, which an index scan takes as it is.
 * lower() under collation "C" folds only ASCII letters, and "C" orders byte by byte, as nocase does.
 * The planner chooses indexes from its statistics: no hint.
 */
const postgres: Dialect = {
  engine: 'postgres',
  inIdList: (expr, list) =>
    `${expr} = any(array(select cast(value as bigint) from json_array_elements_text(cast(${list} as json))))`,
  inTextList: (expr, list) =>
    `${expr} = any(array(select value from json_array_elements_text(cast(${list} as json))))`,
  textPosition: (haystack, needle) => `strpos(${haystack}, ${needle})`,
  stringAgg: (expr, separator) => `string_agg(${expr}, ${separator})`,
  caselessOrder: (expr) => `lower(${expr} collate "C")`,
  indexHint: () => '',
};

export const DIALECTS: Readonly<Record<Engine, Dialect>> = { sqlite, postgres };

/** The dialect of the engine a store (or a transaction on it) runs its statements on. */
export function dialectOf(db: object): Dialect {
  return DIALECTS[executorOf(db).engine];
}

/** `build` once per engine: a statement's text written with the dialect, for the store's engine. */
export function perEngine<T>(build: (dialect: Dialect) => T): (db: object) => T {
  const built = new Map<Engine, T>();
  return (db) => {
    const dialect = dialectOf(db);
    let value = built.get(dialect.engine);
    if (value === undefined) {
      value = build(dialect);
      built.set(dialect.engine, value);
    }
    return value;
  };
}

/** Where operand i stands in a function's text while it is cut into pieces (a private-use character). */
const MARK = /\uE000(\d+)\uE000/;

/**
 * A dialect function over drizzle operands (columns, placeholders, values bound as parameters):
 * `fragment(dialect.textPosition, jobs.headline, search)`.
 */
export function fragment<P extends string[]>(
  spell: (...texts: P) => string,
  ...operands: { [K in keyof P]: unknown }
): SQL {
  const marks = operands.map((_, i) => `\uE000${i}\uE000`) as P;
  const pieces = spell(...marks).split(MARK);
  return sql.join(pieces.map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql`${operands[Number(piece)]}`)));
}

// Both engines read the following the same; they are here because drizzle's SQLite dialect or
// SQLite alone would write them otherwise.

const snakeCase = new CasingCache('snake_case');

/**
 * A conflict target by bare column names (`on conflict ("job_id", "company_id")`): drizzle's SQLite
 * dialect writes a target's columns with their table (`"contacts"."job_id"`), which PostgreSQL
 * refuses. The store's columns are snake_case (store.ts).
 */
export function conflictColumns(...columns: [SQLiteColumn, ...SQLiteColumn[]]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(snakeCase.getColumnCasing(column))),
    sql`, `,
  );
}

/** `%text%` as a LIKE pattern (backslash escaping), the text's own `%`, `_` and `\` matched as they are. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `folded like pattern` (`pattern` from `containsPattern` over lower-cased text), `folded` already
 * lower-cased (`da_lower(…)`): SQLite's LIKE ignores ASCII case and PostgreSQL's does not, so both
 * sides are folded first and both engines give the same answer.
 */
export const likeFolded = (folded: string, pattern: string): string =>
  `${folded} like ${pattern} escape '\\'`;

/** `da_lower(expr) like pattern` over drizzle operands: Danish letters folded on both engines. */
export const containsFolded = (expr: unknown, text: string): SQL =>
  fragment((e: string, p: string) => likeFolded(`da_lower(${e})`, p), expr, containsPattern(text));
