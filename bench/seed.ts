// The bench's database: the demo seed (categories, regions, 71 companies, customers, demo logins)
// in a separate file, then 100 000 generated jobs with their contacts, sealed bids and messages,
// written with prepared inserts in one transaction on the SQLite connection itself (the store would
// take a round trip per row). Returns what the drivers need.
import { rmSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { openDatabase, openSqlite } from '../services/src/db/open.js';
import { demoEmails, seedDemoData } from '../services/src/db/seed/index.js';
import { createRng } from '../services/src/db/seed/random.js';
import { seedCustomerPages, type CustomerPages } from './seed-pages.js';

export interface BenchFacts {
  companyId: number;
  jobs: number;
  contacts: number;
  /** Open jobs the demo company may bid on and has not: each bid request takes its own. */
  bidPool: number[];
  /** The demo customer's job pages and the demo company's thread with her. */
  pages: CustomerPages;
}

const DAY = 86_400;
type Status = 'open' | 'assigned' | 'finished' | 'cancelled' | 'closed';
const statuses: [Status, number][] = [
  ['open', 35],
  ['assigned', 15],
  ['finished', 30],
  ['cancelled', 5],
  ['closed', 15],
];
const winnerState: Record<Exclude<Status, 'open'>, string[]> = {
  assigned: ['awaiting_confirmation', 'confirmed', 'confirmed', 'changes_proposed', 'cancel_pending'],
  finished: ['finished'],
  cancelled: ['cancelled'],
  closed: ['confirmed'],
};

const ids = (db: Database.Database, sql: string, ...params: unknown[]): number[] =>
  db
    .prepare(sql)
    .pluck()
    .all(...params) as number[];

/** Generates `count` jobs in one transaction; the demo company's categories get a double share. */
function bulkJobs(db: Database.Database, count: number, companyId: number): number {
  const rng = createRng(424242);
  const now = Math.floor(Date.now() / 1000);
  const customers = ids(db, "select id from users where role = 'user'");
  const zips = db.prepare('select zip from zip_codes').pluck().all() as string[];
  const own = new Set(ids(db, 'select category_id from company_categories where company_id = ?', companyId));
  const companiesOf = new Map<number, number[]>();
  for (const { category_id, company_id } of db
    .prepare('select category_id, company_id from company_categories')
    .all() as { category_id: number; company_id: number }[]) {
    companiesOf.set(category_id, [...(companiesOf.get(category_id) ?? []), company_id]);
  }
  const categories: [number, number][] = [...companiesOf.keys()].map((id) => [id, own.has(id) ? 2 : 1]);
  const job =
    db.prepare(`insert into jobs (user_id, category_id, headline, description, zip, status, created_at, closed_at, announced_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, 1)`);
  const contact =
    db.prepare(`insert into contacts (job_id, company_id, state, is_winner, selected_at, company_seen_selection, finished_price_ore, created_at)
    values (?, ?, ?, ?, ?, ?, ?, ?)`);
  const bid = db.prepare(
    'insert into bids (contact_id, amount, min_estimate, max_estimate, comment, created_at) values (?, ?, ?, ?, ?, ?)',
  );
  const message = db.prepare(
    'insert into messages (contact_id, sender, body, created_at, read_at) values (?, ?, ?, ?, ?)',
  );
  const words = [
    'Ny terrasse',
    'Omfugning af facade',
    'Maling af stue',
    'Nyt tag på garage',
    'Badeværelse renoveres',
    'Hæk klippes',
    'Ny carport',
    'Gulvafslibning',
  ];
  let contacts = 0;
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const status = rng.weighted(statuses);
      const categoryId = rng.weighted(categories);
      const createdAt = now - (status === 'open' ? rng.int(0, 30 * DAY) : rng.int(20 * DAY, 400 * DAY));
      const headline = `${rng.pick(words)} nr. ${i + 1}`;
      const jobId = Number(
        job.run(
          rng.pick(customers),
          categoryId,
          headline,
          `${headline}. Send gerne et tilbud inkl. moms.`,
          rng.pick(zips),
          status,
          createdAt,
          status === 'open' || status === 'assigned' ? null : createdAt + 20 * DAY,
        ).lastInsertRowid,
      );
      const pool = companiesOf.get(categoryId) ?? [];
      const bidders = rng.sample(
        pool.filter((c) => c !== companyId),
        rng.int(0, 4),
      );
      if (own.has(categoryId) && status !== 'open' && rng.chance(0.06)) bidders.unshift(companyId);
      bidders.forEach((bidder, n) => {
        const winner = status !== 'open' && n === 0;
        const state = winner
          ? rng.pick(winnerState[status as Exclude<Status, 'open'>])
          : status === 'open'
            ? 'bid'
            : 'declined';
        const amount = rng.int(20, 900) * 100;
        const at = createdAt + rng.int(1, 48) * 3600;
        const contactId = Number(
          contact.run(
            jobId,
            bidder,
            state,
            winner ? 1 : 0,
            winner ? at + DAY : null,
            winner && rng.chance(0.9) ? 1 : 0,
            state === 'finished' ? amount * 100 : null,
            at,
          ).lastInsertRowid,
        );
        bid.run(
          contactId,
          amount,
          Math.round(amount * 0.9),
          Math.round(amount * 1.15),
          'Prisen er inkl. moms.',
          at,
        );
        if (bidder === companyId)
          message.run(
            contactId,
            'user',
            'Hvornår kan I starte?',
            at + 3600,
            rng.chance(0.8) ? at + 7200 : null,
          );
        contacts += 1;
      });
    }
  }).immediate();
  return contacts;
}

/** A fresh bench database in `file` (any old one is removed). */
export async function seedBenchDatabase(file: string, jobCount: number): Promise<BenchFacts> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const store = openDatabase(file);
  try {
    await seedDemoData(store);
  } finally {
    await store.close();
  }
  const db = openSqlite(file);
  try {
    const companyId = ids(db, 'select id from companies where email = ?', demoEmails.company)[0];
    const contacts = bulkJobs(db, jobCount, companyId);
    const pages = seedCustomerPages(db, demoEmails.user, companyId);
    const bidPool = ids(
      db,
      `select j.id from jobs j where j.status = 'open' and j.personalized_company_id is null
      and (j.category_id in (select category_id from company_categories where company_id = @c)
        or j.category_id in (select c.id from categories c join company_categories cc on cc.category_id = c.parent_id where cc.company_id = @c))
      and not exists (select 1 from contacts ct where ct.job_id = j.id and ct.company_id = @c) order by j.id`,
      { c: companyId },
    );
    // The triggers filled the search index row by row; merge its segments as a maintained database has them.
    db.exec(`insert into jobs_open_search(jobs_open_search) values ('optimize')`);
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { companyId, jobs: jobCount, contacts, bidPool, pages };
  } finally {
    db.close();
  }
}
