// The table and the handlers agree because there is one writer: no file of the service outside
// domain/jobs/ writes a job's status or a contact's state (CONVENTIONS.md "One path per thing").
// Every drizzle UPDATE or INSERT of jobs and contacts, and every such statement in SQL text, is read
// from the source; one that sets status or state anywhere but here is a handler with its own idea
// of the job's life. Seed data and test fixtures, which lay rows down in any state, are not handlers.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** drizzle's `.update(jobs)` … up to the end of the statement, and SQL text's own statements. */
const DRIZZLE_WRITE =
  /\.(update|insert)\(\s*(jobs|contacts)\s*\)([\s\S]*?)(\.(run|prepare|get|all|execute)\(|;)/g;
const SQL_WRITE =
  /\b(update\s+(jobs|contacts)\s+set\b(?:(?!\bwhere\b)[^;`'"])*?\b(status|state)\s*=|insert\s+into\s+(jobs|contacts)\s*\()/gi;
const STATE_KEY = /[{,\s](status|state)\s*:/;

/** The state writes in one source text, each as the table and the statement's first line. */
export function stateWrites(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(DRIZZLE_WRITE)) {
    if (STATE_KEY.test(match[3] ?? '')) found.push(`${match[2]}: ${match[0].split('\n')[0]}`);
  }
  for (const match of source.matchAll(SQL_WRITE)) found.push(`sql: ${match[0].split('\n')[0]}`);
  return found;
}

const OUTSIDE_HANDLERS = [
  'domain/jobs',
  'db/seed',
  'db/migrations',
  'db/migrations-pg',
  'db/schema-pg',
  'test',
];

function handlerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return OUTSIDE_HANDLERS.includes(relative(src, path).split(sep).join('/')) ? [] : handlerFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('state writes', () => {
  it('are found in drizzle statements and in SQL text, and other columns are not', () => {
    expect(
      stateWrites("await db.update(jobs).set({ status: 'open', closedAt: null }).where(x).run();"),
    ).toHaveLength(1);
    expect(
      stateWrites(`db
        .update(contacts)
        .set({ isWinner: false, state: 'refused' })
        .where(eq(contacts.id, id))
        .run()`),
    ).toHaveLength(1);
    expect(
      stateWrites("tx.insert(contacts).values({ jobId, companyId, state: 'bid' }).returning().get()"),
    ).toHaveLength(1);
    expect(
      stateWrites(
        "tx.insert(jobs).values({ userId, ...job, status: 'open' }).returning({ id: jobs.id }).get()",
      ),
    ).toHaveLength(1);
    expect(stateWrites("run(db, `update contacts set state = 'declined' where id = ?`, id)")).toHaveLength(1);
    expect(
      stateWrites("run(db, 'insert into jobs (user_id, status) values (?, ?)', 1, 'open')"),
    ).toHaveLength(1);
    expect(
      stateWrites('await db.update(jobs).set({ announcedAt: now }).where(eq(jobs.id, jobId)).run();'),
    ).toEqual([]);
    expect(stateWrites('db.update(contacts).set({ companyComment: comment }).where(x).run()')).toEqual([]);
    expect(stateWrites("db.update(cancellations).set({ status: 'withdrawn' }).where(x).run()")).toEqual([]);
    expect(stateWrites("sql`update jobs set open_until = ${until} where status = 'open'`")).toEqual([]);
  });

  it("are found in the domain's own files (the reader sees real statements)", () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(here).filter(
      (name) => /^[a-z-]+\.ts$/.test(name) && !name.endsWith('.test.ts'),
    );
    const writers = files.filter((name) => stateWrites(readFileSync(join(here, name), 'utf8')).length > 0);
    expect(writers.sort()).toEqual([
      'admin-removal.ts',
      'bids.ts',
      'cancellation-decision.ts',
      'choose-supplier.ts',
      'endings.ts',
      'expiry.ts',
      'post-job.ts',
      'withdraw.ts',
      'won-answers.ts',
    ]);
  });

  it('are made only by domain/jobs/: every area and lib/ calls its functions', () => {
    const writes = handlerFiles(src).flatMap((file) =>
      stateWrites(readFileSync(file, 'utf8')).map((write) => `${relative(src, file)}: ${write}`),
    );
    expect(writes).toEqual([]);
  });
});
