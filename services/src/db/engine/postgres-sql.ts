// The service's statements are written once in SQL both engines read as it is (drizzle's SQLite
// dialect, SQL text, and for the few things the engines spell differently the per-engine functions of
// dialect.ts). PostgreSQL's executor changes only what no statement can write both ways:
// - `?` placeholders become `$1 … $n` (in order), outside string literals, quoted names and
//   comments: drizzle and better-sqlite3 bind by `?`, `pg` by number;
// - `begin immediate` (SQLite's write lock taken at once, drizzle's transaction behaviour) is a plain
//   `begin`: PostgreSQL locks rows as they are written.
// Nothing else is rewritten: dialect.test.ts fails when a statement of the service still uses a
// SQLite-only spelling outside dialect.ts.
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

const BEGIN_BEHAVIOUR = /^\s*begin\s+(deferred|immediate|exclusive)\s*$/i;

/** Translates one statement (not remembered; see `toPostgres`). */
export function translateToPostgres(sql: string): string {
  let placeholder = 0;
  const numbered = () => `$${(placeholder += 1)}`;
  const text = segments(sql)
    .map((part) => (part.code ? part.text.replace(/\?/g, numbered) : part.text))
    .join('');
  return text.replace(BEGIN_BEHAVIOUR, 'begin');
}

/** A statement in PostgreSQL's spelling and the name it is prepared under per connection (none for `begin` …). */
export interface PreparedStatement {
  text: string;
  name: string | undefined;
}

const remembered = new Map<string, PreparedStatement>();
const REMEMBER_AT_MOST = 2000;

/**
 * `translateToPostgres`, remembered per statement text (the oldest forgotten past 2 000), named by a
 * hash of its text: one name always means one text, as `pg` requires of a connection's prepared
 * statements, and a statement is parsed and planned once per connection instead of every call.
 * Transaction steps are not named: they are short, and `begin` runs on a fresh connection.
 */
export function toPostgres(sql: string): PreparedStatement {
  let statement = remembered.get(sql);
  if (statement === undefined) {
    const text = translateToPostgres(sql);
    const name =
      transactionStep(sql) === undefined
        ? `opg_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`
        : undefined;
    statement = { text, name };
    if (remembered.size >= REMEMBER_AT_MOST) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    remembered.set(sql, statement);
  }
  return statement;
}
