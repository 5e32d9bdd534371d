// The service builds its statements with drizzle's SQLite dialect. PostgreSQL reads almost all of
// them as they are; this turns the few SQLite spellings into PostgreSQL's, outside string literals,
// quoted names and comments only:
// - `?` placeholders become `$1 … $n` (in order);
// - a conflict target names bare columns (`on conflict ("jobs"."id")` → `on conflict ("id")`);
// - `like` becomes `ilike` (SQLite's `like` ignores ASCII case, PostgreSQL's does not);
// - `begin immediate` (SQLite's write lock taken at once) is a plain `begin`: PostgreSQL locks rows;
// - `indexed by name` (or `"name"`) goes (a SQLite planner hint; PostgreSQL plans from its statistics);
// - `x in (select value from json_each(?))` (a list passed as one JSON text) becomes `x = any($n)`,
//   and the executor hands that parameter over as an array, so PostgreSQL types it from `x`;
// - `? is null` says its type (`$n::text is null`): PostgreSQL cannot guess the type of a bare one;
// - `instr(a, b)` is `strpos(a, b)`, `group_concat(x, sep)` is `string_agg(x, sep)`, `glob` (only
//   with bracket classes here) is `similar to`, and `x collate nocase` orders by `lower(x)` byte
//   by byte (collation "C"), as SQLite's nocase does.
// A statement's text is translated once and remembered: the service has a bounded set of them.
import { createHash } from 'node:crypto';
import { transactionStep } from './executor.js';

type Segment = { code: boolean; text: string };

/** Splits SQL into code and the parts that must not be touched: '…' literals, "…" names, comments. */
function segments(sql: string): Segment[] {
  const out: Segment[] = [];
  let start = 0;
  let i = 0;
  const push = (code: boolean, end: number) => {
    if (end > start) out.push({ code, text: sql.slice(start, end) });
    start = end;
  };
  while (i < sql.length) {
    const c = sql[i];
    const closing = c === "'" ? "'" : c === '"' ? '"' : c === '`' ? '`' : undefined;
    if (closing !== undefined) {
      push(true, i);
      let j = i + 1;
      for (;;) {
        const k = sql.indexOf(closing, j);
        if (k === -1) {
          j = sql.length;
          break;
        }
        // A doubled quote is the quote itself inside the literal.
        if (sql[k + 1] === closing) {
          j = k + 2;
          continue;
        }
        j = k + 1;
        break;
      }
      push(false, j);
      i = j;
    } else if (c === '-' && sql[i + 1] === '-') {
      push(true, i);
      const k = sql.indexOf('\n', i);
      i = k === -1 ? sql.length : k;
      push(false, i);
    } else if (c === '/' && sql[i + 1] === '*') {
      push(true, i);
      const k = sql.indexOf('*/', i + 2);
      i = k === -1 ? sql.length : k + 2;
      push(false, i);
    } else {
      i += 1;
    }
  }
  push(true, sql.length);
  return out;
}

const LIKE = /(?<![\w$])like(?![\w$])/gi;
const BEGIN_BEHAVIOUR = /^\s*begin\s+(deferred|immediate|exclusive)\s*$/i;
const INDEXED_BY = /\s+indexed\s+by\s*$/i;
const INDEXED_BY_NAME = /\s+indexed\s+by\s+\w+/gi;
const PLACEHOLDER =
  /(\bnot\s+)?\bin\s*\(\s*select\s+value\s+from\s+json_each\(\s*\?\s*\)\s*\)|\?(\s+is\s+(?:not\s+)?null\b)?/gi;
const FUNCTION_NAMES: [RegExp, string][] = [
  [/(?<![\w$])instr\s*\(/gi, 'strpos('],
  [/(?<![\w$])group_concat\s*\(/gi, 'string_agg('],
  [/(?<![\w$])glob(?![\w$])/gi, 'similar to'],
  [/(?<![\w$.])([A-Za-z_][\w.]*)\s+collate\s+nocase\b/gi, 'lower($1) collate "C"'],
];

/** A statement in PostgreSQL's spelling, and which of its parameters are lists (0-based). */
export interface PostgresStatement {
  text: string;
  lists: number[];
}

/** Translates one statement (not remembered; see `toPostgres`). */
export function translateToPostgres(sql: string): string {
  return translateStatement(sql).text;
}

/** Translates one statement and says which parameters pass lists. */
export function translateStatement(sql: string): PostgresStatement {
  const parts = segments(sql);
  const lists: number[] = [];
  let placeholder = 0;
  let text = '';
  const numbered = (match: string, not: string | undefined, nullTest: string | undefined) => {
    placeholder += 1;
    if (match.startsWith('?')) return nullTest ? `$${placeholder}::text${nullTest}` : `$${placeholder}`;
    lists.push(placeholder - 1);
    return not ? `<> all($${placeholder})` : `= any($${placeholder})`;
  };
  for (let p = 0; p < parts.length; p += 1) {
    const part = parts[p];
    if (!part.code) {
      // `indexed by "name"`: drop the hint together with the quoted name that follows it.
      if (text.match(INDEXED_BY) && part.text.startsWith('"')) {
        text = text.replace(INDEXED_BY, '');
        continue;
      }
      text += part.text;
      continue;
    }
    let code = part.text.replace(PLACEHOLDER, numbered).replace(LIKE, 'ilike').replace(INDEXED_BY_NAME, '');
    for (const [pattern, replacement] of FUNCTION_NAMES) code = code.replace(pattern, replacement);
    text += code;
  }
  return { text: stripConflictTargetTables(text).replace(BEGIN_BEHAVIOUR, 'begin'), lists };
}

/** `on conflict ("t"."a", "t"."b")` → `on conflict ("a", "b")`; names are quoted by drizzle. */
function stripConflictTargetTables(sql: string): string {
  return sql.replace(/on conflict \(([^)]*)\)/gi, (_all, target: string) => {
    return `on conflict (${target.replace(/"(?:[^"]|"")+"\./g, '')})`;
  });
}

/** A translated statement and the name it is prepared under per connection (none for `begin` …). */
export interface PreparedStatement extends PostgresStatement {
  name: string | undefined;
}

const remembered = new Map<string, PreparedStatement>();
const REMEMBER_AT_MOST = 2000;

/**
 * `translateStatement`, remembered per statement text (the oldest forgotten past 2 000), named by a
 * hash of its text: one name always means one text, as `pg` requires of a connection's prepared
 * statements, and a statement is parsed and planned once per connection instead of every call.
 * Transaction steps are not named: they are short, and `begin` runs on a fresh connection.
 */
export function toPostgres(sql: string): PreparedStatement {
  let statement = remembered.get(sql);
  if (statement === undefined) {
    const translated = translateStatement(sql);
    const name =
      transactionStep(sql) === undefined
        ? `opg_${createHash('sha256').update(translated.text).digest('base64url').slice(0, 24)}`
        : undefined;
    statement = { ...translated, name };
    if (remembered.size >= REMEMBER_AT_MOST) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    remembered.set(sql, statement);
  }
  return statement;
}
