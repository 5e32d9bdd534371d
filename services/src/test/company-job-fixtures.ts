// Test fixtures of the company side on an empty database: two regions with a zip each, a category
// tree (Byg › Tømrer, Maler; Auto › Mekaniker), a customer, the company under test and a rival
// company in Tømrer, and builders for jobs, contacts with sealed bids, reviews and calendar events.
import type { FastifyInstance } from 'fastify';
import type { ContactState, JobStatus } from '../db/schema/index.js';
import { createAccount, loggedIn, type Agent, type TestAccount } from './helpers.js';
import { sqlInsert, sqlOne, sqlRun } from './sql.js';

export interface CompanyWorld {
  app: FastifyInstance;
  cat: {
    byg: number;
    toemrer: number;
    maler: number;
    auto: number;
    mekaniker: number;
    areaAttr: number;
    woodAttr: number;
    oak: number;
    pine: number;
  };
  region: { hovedstaden: number; syddanmark: number };
  customer: TestAccount;
  firma: TestAccount;
  rival: TestAccount;
  /** Logged-in agents of the company under test, the rival and the customer. */
  agent: Agent;
  rivalAgent: Agent;
  customerAgent: Agent;
}

const insert = (app: FastifyInstance, sql: string, ...params: unknown[]): Promise<number> =>
  sqlInsert(app.db, sql, ...params);

export const now = (): number => Math.floor(Date.now() / 1000);

export async function buildCompanyWorld(app: FastifyInstance): Promise<CompanyWorld> {
  const hovedstaden = await insert(
    app,
    `insert into regions (name, slug) values ('Region Hovedstaden', 'hovedstaden')`,
  );
  const syddanmark = await insert(
    app,
    `insert into regions (name, slug) values ('Region Syddanmark', 'syddanmark')`,
  );
  await sqlRun(
    app.db,
    `insert into zip_codes (zip, city, region_id) values ('2100', 'København Ø', ?), ('5000', 'Odense C', ?)`,
    hovedstaden,
    syddanmark,
  );
  const byg = await insert(app, `insert into categories (name, slug) values ('Byg', 'byg')`);
  const toemrer = await insert(
    app,
    `insert into categories (name, slug, parent_id) values ('Tømrer', 'toemrer', ?)`,
    byg,
  );
  const maler = await insert(
    app,
    `insert into categories (name, slug, parent_id) values ('Maler', 'maler', ?)`,
    byg,
  );
  const auto = await insert(app, `insert into categories (name, slug) values ('Auto', 'auto')`);
  const mekaniker = await insert(
    app,
    `insert into categories (name, slug, parent_id) values ('Mekaniker', 'mekaniker', ?)`,
    auto,
  );
  const areaAttr = await insert(
    app,
    `insert into category_attributes (category_id, name, kind, unit) values (?, 'Areal', 'number', 'm²')`,
    toemrer,
  );
  const woodAttr = await insert(
    app,
    `insert into category_attributes (category_id, name, kind) values (?, 'Træsort', 'checkbox')`,
    toemrer,
  );
  const oak = await insert(
    app,
    `insert into attribute_options (attribute_id, label) values (?, 'Eg')`,
    woodAttr,
  );
  const pine = await insert(
    app,
    `insert into attribute_options (attribute_id, label) values (?, 'Fyr')`,
    woodAttr,
  );

  const customer = await createAccount(app, 'user', { name: 'Mette Kunde', phone: '20304050' });
  const firma = await createAccount(app, 'company');
  const rival = await createAccount(app, 'company');
  for (const company of [firma, rival])
    await sqlRun(
      app.db,
      'insert into company_categories (company_id, category_id) values (?, ?)',
      company.companyId,
      toemrer,
    );
  return {
    app,
    cat: { byg, toemrer, maler, auto, mekaniker, areaAttr, woodAttr, oak, pine },
    region: { hovedstaden, syddanmark },
    customer,
    firma,
    rival,
    agent: await loggedIn(app, firma),
    rivalAgent: await loggedIn(app, rival),
    customerAgent: await loggedIn(app, customer),
  };
}

let serial = 0;
/**
 * The default time of the last job made: each job is older than the one before, also when the
 * clock ticks between two inserts (counting back from the current time alone, two jobs across a
 * tick got the same time and their newest-first order flipped).
 */
let lastJobAt = Number.POSITIVE_INFINITY;

export async function addJob(
  world: CompanyWorld,
  fields: {
    status?: JobStatus;
    categoryId?: number;
    zip?: string;
    headline?: string;
    description?: string;
    createdAt?: number;
    personalizedCompanyId?: number;
  } = {},
): Promise<number> {
  serial += 1;
  const createdAt = fields.createdAt ?? Math.min(now() - serial, lastJobAt - 1);
  if (fields.createdAt === undefined) lastJobAt = createdAt;
  return insert(
    world.app,
    `insert into jobs (user_id, category_id, headline, description, zip, status, personalized_company_id, created_at, announced_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 1)`,
    world.customer.id,
    fields.categoryId ?? world.cat.toemrer,
    fields.headline ?? `Ny terrasse nr. ${serial}`,
    fields.description ?? 'Terrasse i lærketræ, ca. 25 m².',
    fields.zip ?? '2100',
    fields.status ?? 'open',
    fields.personalizedCompanyId ?? null,
    createdAt,
  );
}

export interface ContactFixture {
  contactId: number;
  bidId: number;
}

/** A contact with its sealed bid; a winner (chosen) gets a selection time, and the job 'assigned'. */
export async function addContact(
  world: CompanyWorld,
  jobId: number,
  companyId: number,
  fields: { state?: ContactState; winner?: boolean; seen?: boolean; amount?: number } = {},
): Promise<ContactFixture> {
  const state = fields.state ?? (fields.winner ? 'awaiting_confirmation' : 'bid');
  const winner = fields.winner ?? !['bid', 'declined', 'withdrawn'].includes(state);
  const contactId = await insert(
    world.app,
    `insert into contacts (job_id, company_id, state, is_winner, selected_at, company_seen_selection) values (?, ?, ?, ?, ?, ?)`,
    jobId,
    companyId,
    state,
    winner ? 1 : 0,
    winner || state === 'refused' ? now() - 3600 : null,
    (fields.seen ?? !winner) ? 1 : 0,
  );
  const bidId = await insert(
    world.app,
    `insert into bids (contact_id, amount, min_estimate, max_estimate, comment, withdrawn_at) values (?, ?, ?, ?, 'Inkl. moms', ?)`,
    contactId,
    fields.amount ?? 12500,
    11000,
    14000,
    state === 'withdrawn' ? now() : null,
  );
  if (winner)
    await sqlRun(world.app.db, `update jobs set status = 'assigned' where id = ? and status = 'open'`, jobId);
  return { contactId, bidId };
}

export function addReview(
  world: CompanyWorld,
  contactId: number,
  companyId: number,
  rating = 2,
): Promise<number> {
  return insert(
    world.app,
    `insert into reviews (company_id, user_id, contact_id, author_name, rating, title, text) values (?, ?, ?, 'Mette Kunde', ?, 'Ikke tilfreds', 'Der manglede oprydning.')`,
    companyId,
    world.customer.id,
    contactId,
    rating,
  );
}

export function addCalendarEvent(
  world: CompanyWorld,
  companyId: number,
  startsAt: number,
  contactId: number | null = null,
  title = 'Besigtigelse',
): Promise<number> {
  return insert(
    world.app,
    `insert into calendar_events (company_id, contact_id, title, description, type, starts_at) values (?, ?, ?, 'Hos kunden', ?, ?)`,
    companyId,
    contactId,
    title,
    contactId ? 'job' : 'note',
    startsAt,
  );
}

/** One row of any query, for checking what a call changed. */
export async function row<T>(app: FastifyInstance, sql: string, ...params: unknown[]): Promise<T> {
  // The outbox as the delivery worker sends it: its rows rendered.
  await app.mailer.renderPending();
  return sqlOne<T>(app.db, sql, ...params);
}

/** How many outbox rows (mail and SMS) went to this address or phone. */
export async function outboxCount(app: FastifyInstance, recipient: string): Promise<number> {
  return (await row<{ n: number }>(app, 'select count(*) n from outbox where recipient = ?', recipient)).n;
}
