// Marketplace rows for API tests, inserted straight into the test database: categories, jobs,
// contacts (a company's link to a job, winner or not), money on a company's balance, and a world
// of two companies and two customers logged in once per test file.
import type { FastifyInstance } from 'fastify';
import { balanceLedger, categories, companyCategories, contacts, jobs, regions } from '../db/schema/index.js';
import type { ContactState } from '../db/schema/index.js';
import { createAccount, loggedIn, type Agent, type TestAccount } from './helpers.js';
import { sqlOne } from './sql.js';

let counter = 0;
const next = (): number => (counter += 1);

export async function addCategory(
  app: FastifyInstance,
  fields: { name?: string; slug?: string; parentId?: number | null } = {},
): Promise<number> {
  const n = next();
  return (
    await app.db
      .insert(categories)
      .values({
        name: fields.name ?? `Kategori ${n}`,
        slug: fields.slug ?? `kategori-${n}`,
        parentId: fields.parentId ?? null,
      })
      .returning({ id: categories.id })
      .get()
  ).id;
}

/** A top-level category with one subcategory: [topId, subId]. */
export async function addCategoryTree(
  app: FastifyInstance,
  name = `Område ${next()}`,
): Promise<[number, number]> {
  const top = await addCategory(app, { name });
  return [top, await addCategory(app, { name: `${name} – under`, parentId: top })];
}

export async function addRegion(app: FastifyInstance): Promise<number> {
  const n = next();
  return (
    await app.db
      .insert(regions)
      .values({ name: `Region ${n}`, slug: `region-${n}` })
      .returning({ id: regions.id })
      .get()
  ).id;
}

export async function giveCategory(
  app: FastifyInstance,
  companyId: number,
  categoryId: number,
): Promise<void> {
  await app.db.insert(companyCategories).values({ companyId, categoryId }).run();
}

export async function addJob(
  app: FastifyInstance,
  userId: number,
  categoryId: number,
  fields: { headline?: string; status?: 'open' | 'assigned' | 'finished' } = {},
): Promise<number> {
  return (
    await app.db
      .insert(jobs)
      .values({
        userId,
        categoryId,
        headline: fields.headline ?? `Opgave ${next()}`,
        description: 'Beskrivelse',
        zip: '2100',
        status: fields.status ?? 'assigned',
        announcedAt: 1,
      })
      .returning({ id: jobs.id })
      .get()
  ).id;
}

export async function addContact(
  app: FastifyInstance,
  jobId: number,
  companyId: number,
  fields: { state?: ContactState; isWinner?: boolean; expectedEndAt?: number | null } = {},
): Promise<number> {
  return (
    await app.db
      .insert(contacts)
      .values({
        jobId,
        companyId,
        state: fields.state ?? 'confirmed',
        isWinner: fields.isWinner ?? true,
        expectedEndAt: fields.expectedEndAt ?? null,
      })
      .returning({ id: contacts.id })
      .get()
  ).id;
}

export async function addBalance(app: FastifyInstance, companyId: number, ore: number): Promise<void> {
  await app.db
    .insert(balanceLedger)
    .values({ companyId, amountOre: ore, reason: 'Indbetaling via kort' })
    .run();
}

export async function balanceOf(app: FastifyInstance, companyId: number): Promise<number> {
  return (
    await sqlOne<{ total: number }>(
      app.db,
      'select coalesce(sum(amount_ore), 0) as total from balance_ledger where company_id = ?',
      companyId,
    )
  ).total;
}

export interface World {
  firma: Agent;
  firmaAccount: TestAccount & { companyId: number };
  otherFirma: Agent;
  otherAccount: TestAccount & { companyId: number };
  bruger: Agent;
  brugerAccount: TestAccount;
  otherBruger: Agent;
  otherBrugerAccount: TestAccount;
}

/** Two companies and two customers, each logged in. */
export async function createWorld(app: FastifyInstance): Promise<World> {
  const firmaAccount = (await createAccount(app, 'company')) as World['firmaAccount'];
  const otherAccount = (await createAccount(app, 'company')) as World['otherAccount'];
  const brugerAccount = await createAccount(app, 'user', { name: 'Karen Kunde', phone: '87654321' });
  const otherBrugerAccount = await createAccount(app, 'user');
  return {
    firmaAccount,
    otherAccount,
    brugerAccount,
    otherBrugerAccount,
    firma: await loggedIn(app, firmaAccount),
    otherFirma: await loggedIn(app, otherAccount),
    bruger: await loggedIn(app, brugerAccount),
    otherBruger: await loggedIn(app, otherBrugerAccount),
  };
}
