// A customer and a company with data in most tables that name a person (issue 32), for the export
// and erasure tests: the customer's job with a photo, a thread with the first company (her PDF,
// its reply naming her), a booked job, a review, a queued mail; the company's logo, receipt, mail agent and
// subscription. Also: every text column of every table (either engine) and a scan of them for
// values, and the objects the file store holds.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { StoredFile } from '@opgavetorvet/contracts';
import { dialectOf } from '../db/engine/dialect.js';
import { testImage, testPdf, uploadFile } from './files.js';
import { type Agent, loggedIn } from './helpers.js';
import { addContact, createJob, marketplace, type Marketplace } from './job-fixtures.js';
import { sqlAll, sqlRun } from './sql.js';

export const CUSTOMER = {
  name: 'Mette Hansen',
  phone: '20202020',
  street: 'Lærkevej 12',
};

export const COMPANY_CVR = '87654321';

export interface PersonWorld {
  m: Marketplace;
  customer: Agent;
  company: Agent;
  /** The customer's job with the first company chosen and confirmed (its booking). */
  bookedJobId: number;
  /** The customer's files (job photo, message PDF) and the company's logo. */
  customerFiles: StoredFile[];
  logo: StoredFile;
}

async function attach(app: FastifyInstance, key: string, column: string, id: number) {
  await sqlRun(
    app.db,
    `update files set ${column} = ?, attached_at = 1, sort_order = 0 where key = ?`,
    id,
    key,
  );
}

export async function personWorld(app: FastifyInstance): Promise<PersonWorld> {
  const m = await marketplace(app, 2);
  await sqlRun(
    app.db,
    'update users set street_address = ?, zip = ? where id = ?',
    CUSTOMER.street,
    '8000',
    m.customer.id,
  );
  const customer = await loggedIn(app, m.customer);
  const company = await loggedIn(app, m.companies[0]!);
  const photo = (
    await uploadFile(customer, 'job', 'mette-hansen-køkken.png', await testImage(400, 300))
  ).json<StoredFile>();
  await attach(app, photo.key, 'job_id', m.jobId);
  const pdf = (
    await uploadFile(customer, 'message', 'Tilbud Mette Hansen.pdf', testPdf())
  ).json<StoredFile>();
  const sent = await customer.post('/opgave/new_message', {
    bidid: m.contacts[0]!.bidId,
    userid: m.customer.id,
    companyid: m.companies[0]!.companyId,
    msg: `Se vedhæftede. Ring på ${CUSTOMER.phone}.`,
    files: [{ key: pdf.key }],
  });
  expect(sent.json().response).toBe('success');
  const companyId = m.companies[0]!.companyId!;
  const bookedJobId = await createJob(app, {
    userId: m.customer.id,
    categoryId: m.category.subId,
    status: 'assigned',
  });
  await addContact(app, { jobId: bookedJobId, companyId, state: 'confirmed', isWinner: true });
  await sqlRun(
    app.db,
    "insert into messages (contact_id, sender, body) values (?, 'company', ?)",
    m.contacts[0]!.contactId,
    `Hej ${CUSTOMER.name}, vi kommer på ${CUSTOMER.street}.`,
  );
  await sqlRun(
    app.db,
    "insert into reviews (company_id, user_id, contact_id, author_name, rating, title, text) values (?, ?, ?, ?, 5, 'Flot arbejde', 'Hurtigt og pænt.')",
    companyId,
    m.customer.id,
    m.contacts[0]!.contactId,
    CUSTOMER.name,
  );
  await sqlRun(
    app.db,
    "insert into outbox (channel, recipient, subject, body) values ('email', ?, 'Nyt tilbud', ?)",
    m.customer.email,
    `Hej ${CUSTOMER.name}`,
  );
  const logo = (await uploadFile(company, 'logo', 'logo.png', await testImage(200, 200))).json<StoredFile>();
  await attach(app, logo.key, 'logo_company_id', companyId);
  await sqlRun(
    app.db,
    "insert into balance_ledger (company_id, amount_ore, kind, reason) values (?, 50000, 'card_topup', 'Indbetaling')",
    companyId,
  );
  const [ledger] = await sqlAll<{ id: number }>(app.db, 'select max(id) as id from balance_ledger');
  await sqlRun(
    app.db,
    'insert into receipts (number, ledger_id, company_id, amount_ore, company_name, company_cvr, created_at) select 1, ?, id, 50000, name, ?, 1 from companies where id = ?',
    ledger!.id,
    COMPANY_CVR,
    companyId,
  );
  await sqlRun(
    app.db,
    "update companies set cvr = ?, address = 'Havnegade 4', phone = '44556677' where id = ?",
    COMPANY_CVR,
    companyId,
  );
  const [category] = await sqlAll<{ id: number }>(app.db, 'select min(id) as id from categories');
  await sqlRun(
    app.db,
    'insert into mail_agents (company_id, category_id) values (?, ?)',
    companyId,
    category!.id,
  );
  await sqlRun(
    app.db,
    "insert into subscriptions (company_id, category_id, type, period_starts_at, period_ends_at) values (?, ?, 'pro', 1, 99999999999)",
    companyId,
    category!.id,
  );
  return { m, customer, company, bookedJobId, customerFiles: [photo, pdf], logo };
}

/** Every text column of every table, as `table.column`. */
export async function textColumns(app: FastifyInstance): Promise<{ table: string; column: string }[]> {
  if (dialectOf(app.db).engine === 'postgres')
    return await sqlAll(
      app.db,
      `select table_name as "table", column_name as "column" from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
       and table_name not like '__drizzle%'`,
    );
  const tables = await sqlAll<{ name: string }>(
    app.db,
    "select name from sqlite_schema where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and sql not like 'CREATE VIRTUAL%'",
  );
  const columns: { table: string; column: string }[] = [];
  for (const { name } of tables)
    for (const c of await sqlAll<{ name: string; type: string }>(
      app.db,
      'select name, type from pragma_table_info(?)',
      name,
    ))
      if (/text|char|clob|json/i.test(c.type)) columns.push({ table: name, column: c.name });
  return columns;
}

/** Where any of the values still stands: `table.column: value`, minus the allowed places. */
export async function whereValuesStand(
  app: FastifyInstance,
  values: string[],
  allowed: string[] = [],
): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(app)) {
    if (allowed.includes(`${table}.${column}`)) continue;
    for (const value of values) {
      const rows = await sqlAll(
        app.db,
        `select 1 from "${table}" where cast("${column}" as text) like ? limit 1`,
        `%${value}%`,
      );
      if (rows.length > 0) found.push(`${table}.${column}: ${value}`);
    }
  }
  return found;
}

/** Every object name the app's file store holds (`<key>/<file>`). */
export async function storedObjects(app: FastifyInstance): Promise<string[]> {
  const names: string[] = [];
  for await (const object of app.fileStore.list()) names.push(object.name);
  return names;
}
