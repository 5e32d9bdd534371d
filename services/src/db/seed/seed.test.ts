// Proves the demo seed: enough companies and jobs, every job status and contact state, working
// demo logins, idempotence, clean foreign keys, at most two top-level categories per company, and the
// search index of open jobs filled by its triggers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.js';
import { openDatabase, type Db } from '../open.js';
import { CONTACT_STATES, JOB_STATUSES } from '../schema/index.js';
import { demoEmails, DEMO_PASSWORD, seedDemoData, type SeedReport } from './index.js';
import { sqlAll, sqlOne } from '../../test/sql.js';

const baseDate = new Date('2025-06-02T09:00:00Z');
let db: Db;
let report: SeedReport;
let seedMs = 0;

const one = <T>(sql: string, ...params: unknown[]): Promise<T> => sqlOne<T>(db, sql, ...params);
const all = <T>(sql: string, ...params: unknown[]): Promise<T[]> => sqlAll<T>(db, sql, ...params);
const countOf = async (table: string): Promise<number> =>
  (await one<{ n: number }>(`select count(*) n from ${table}`)).n;

beforeAll(async () => {
  db = openDatabase(':memory:');
  const started = performance.now();
  report = await seedDemoData(db, { baseDate });
  seedMs = performance.now() - started;
});
afterAll(() => db.close());

describe('demo seed', () => {
  it('seeds a marketplace with at least 60 companies, 150 customers and 300 jobs', async () => {
    console.info(
      `demo seed: ${Math.round(seedMs)} ms, ${report.counts.jobs} jobs, ${report.counts.messages} messages`,
    );
    expect(report.seeded).toBe(true);
    expect(await countOf('companies')).toBeGreaterThanOrEqual(60);
    expect(
      (await one<{ n: number }>(`select count(*) n from users where role = 'user'`)).n,
    ).toBeGreaterThanOrEqual(150);
    expect(await countOf('jobs')).toBeGreaterThanOrEqual(300);
    expect(await countOf('zip_codes')).toBeGreaterThanOrEqual(120);
    expect(await countOf('regions')).toBe(5);
  });

  it('has jobs in every status and contacts in every state', async () => {
    const statuses = (await all<{ status: string }>('select distinct status from jobs')).map((r) => r.status);
    expect([...statuses].sort()).toEqual([...JOB_STATUSES].sort());
    const states = (await all<{ state: string }>('select distinct state from contacts')).map((r) => r.state);
    expect([...states].sort()).toEqual([...CONTACT_STATES].sort());
  });

  it('gives every cancel_pending contact exactly one pending cancellation', async () => {
    const missing = await one<{
      n: number;
    }>(`select count(*) n from contacts c where c.state = 'cancel_pending'
      and (select count(*) from cancellations x where x.contact_id = c.id and x.status = 'pending') <> 1`);
    expect(missing.n).toBe(0);
    expect(
      (await one<{ n: number }>(`select count(*) n from cancellations where status = 'pending'`)).n,
    ).toBeGreaterThan(0);
  });

  it('lets the three demo logins in with demo1234', async () => {
    for (const [role, email] of [
      ['user', demoEmails.user],
      ['company', demoEmails.company],
      ['admin', demoEmails.admin],
    ]) {
      const user = await one<{ role: string; password_hash: string } | undefined>(
        'select role, password_hash from users where email = ?',
        email,
      );
      expect(user?.role).toBe(role);
      expect(await verifyPassword(user?.password_hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('gives the demo customer jobs in several states with bids from the demo company', async () => {
    const mette = (await one<{ id: number }>('select id from users where email = ?', demoEmails.user)).id;
    const states = await all<{ status: string }>('select distinct status from jobs where user_id = ?', mette);
    expect(states.length).toBeGreaterThanOrEqual(4);
    const demoBids = await one<{ n: number }>(
      `select count(*) n from contacts c join jobs j on j.id = c.job_id
      join companies f on f.id = c.company_id where j.user_id = ? and j.status = 'open' and f.email = ?`,
      mette,
      demoEmails.company,
    );
    expect(demoBids.n).toBeGreaterThan(0);
  });

  it('gives the demo company won jobs in every state after the choice, and open jobs to bid on', async () => {
    const company = (
      await one<{ id: number }>('select id from companies where email = ?', demoEmails.company)
    ).id;
    const won = (
      await all<{ state: string }>(
        'select distinct state from contacts where company_id = ? and is_winner = 1',
        company,
      )
    ).map((r) => r.state);
    for (const state of [
      'awaiting_confirmation',
      'confirmed',
      'changes_proposed',
      'refused',
      'cancel_pending',
      'cancelled',
      'finished',
    ]) {
      expect(won).toContain(state);
    }
    const biddable = await one<{ n: number }>(
      `select count(*) n from jobs j where j.status = 'open'
      and j.category_id in (select category_id from company_categories where company_id = ?)
      and not exists (select 1 from contacts c where c.job_id = j.id and c.company_id = ?)`,
      company,
      company,
    );
    expect(biddable.n).toBeGreaterThanOrEqual(10);
    expect(
      (
        await one<{ n: number }>(
          `select count(*) n from messages m join contacts c on c.id = m.contact_id
      where c.company_id = ? and m.sender = 'user' and m.read_at is null`,
          company,
        )
      ).n,
    ).toBeGreaterThan(0);
    expect(
      (await one<{ n: number }>('select count(*) n from reviews where company_id = ?', company)).n,
    ).toBeGreaterThan(0);
  });

  it('never lets a company choose more than two top-level categories', async () => {
    const worst = await one<{
      n: number;
    }>(`select coalesce(max(n), 0) n from (select cc.company_id, count(distinct coalesce(c.parent_id, c.id)) n
      from company_categories cc join categories c on c.id = cc.category_id group by cc.company_id)`);
    expect(worst.n).toBeLessThanOrEqual(2);
  });

  it('keeps at most three invitations and one active bid per contact', async () => {
    expect(
      (
        await one<{ n: number }>(
          'select coalesce(max(n), 0) n from (select count(*) n from invitations group by job_id)',
        )
      ).n,
    ).toBeLessThanOrEqual(3);
    expect(
      (await one<{ n: number }>('select count(*) n from invitations where slot not between 1 and 3')).n,
    ).toBe(0);
  });

  it('fills the search index of open jobs through the triggers (inserted after the migrations)', async () => {
    const open = await all<{ id: number; headline: string }>(
      `select id, headline from jobs where status = 'open' order by id`,
    );
    expect(open.length).toBeGreaterThan(0);
    const indexed = await all<{ id: number }>('select rowid id from jobs_open_search order by rowid');
    expect(indexed.map((r) => r.id)).toEqual(open.map((r) => r.id));
    const match = async (query: string) =>
      (
        await all<{ rowid: number }>(
          'select rowid from jobs_open_search where jobs_open_search match ?',
          query,
        )
      ).map((r) => r.rowid);
    for (const job of open.slice(0, 10)) {
      const piece = job.headline.slice(1, 7).toLocaleUpperCase('da-DK').replaceAll('"', '""');
      expect(await match(`"${piece}"`)).toContain(job.id);
    }
  });

  it('leaves the foreign keys clean and dates nothing after the base date', async () => {
    expect(await all('pragma foreign_key_check')).toEqual([]);
    const base = Math.floor(baseDate.getTime() / 1000);
    expect((await one<{ n: number }>('select max(created_at) n from jobs')).n).toBeLessThanOrEqual(base);
    expect((await one<{ n: number }>('select max(created_at) n from messages')).n).toBeLessThanOrEqual(base);
  });

  it('does nothing when called a second time', async () => {
    const before = (await countOf('jobs')) + (await countOf('users')) + (await countOf('messages'));
    const again = await seedDemoData(db, { baseDate });
    expect(again.seeded).toBe(false);
    expect((await countOf('jobs')) + (await countOf('users')) + (await countOf('messages'))).toBe(before);
  });

  it('is deterministic: the same base date gives the same data', async () => {
    const other = openDatabase(':memory:');
    await seedDemoData(other, { baseDate });
    const digest = async (d: Db): Promise<string> =>
      JSON.stringify(await sqlAll(d, 'select id, headline, status, created_at from jobs order by id'));
    expect(await digest(other)).toBe(await digest(db));
    await other.close();
  });
});
