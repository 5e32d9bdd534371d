// Test fixtures for the job flows on an empty database: a region with a zip code, a category tree
// with an amount attribute, a customer's job, companies' contacts with sealed bids, messages, and
// a won job whose company asked to cancel it.
import type { FastifyInstance } from 'fastify';
import {
  bids,
  cancellations,
  categories,
  categoryAttributes,
  companyCategories,
  contacts,
  jobs,
  messages,
  regions,
  zipCodes,
  type ContactState,
  type JobStatus,
} from '../db/schema/index.js';
import { createAccount, type TestAccount } from './helpers.js';

let serial = 0;
const next = (): number => (serial += 1);

export const FIXTURE_ZIP = '8000';

/** Region Midtjylland with Aarhus C, once per app. */
export async function ensureZip(app: FastifyInstance, zip = FIXTURE_ZIP): Promise<string> {
  const region = await app.db
    .insert(regions)
    .values({ name: 'Region Midtjylland', slug: 'midtjylland' })
    .onConflictDoNothing()
    .returning({ id: regions.id })
    .get();
  const regionId = region?.id ?? (await app.db.select({ id: regions.id }).from(regions).get())?.id ?? 1;
  await app.db.insert(zipCodes).values({ zip, city: 'Aarhus C', regionId }).onConflictDoNothing().run();
  return zip;
}

export interface CategoryFixture {
  topId: number;
  subId: number;
  /** A number question of the subcategory ("Areal", m²). */
  areaAttrId: number;
}

/** A top-level category with one subcategory that has an amount attribute. */
export async function createCategory(app: FastifyInstance): Promise<CategoryFixture> {
  const n = next();
  const topId = (
    await app.db
      .insert(categories)
      .values({ name: `Byg ${n}`, slug: `byg-${n}` })
      .returning({ id: categories.id })
      .get()
  ).id;
  const subId = (
    await app.db
      .insert(categories)
      .values({ name: `Tømrer ${n}`, slug: `toemrer-${n}`, parentId: topId })
      .returning({ id: categories.id })
      .get()
  ).id;
  const areaAttrId = (
    await app.db
      .insert(categoryAttributes)
      .values({ categoryId: subId, name: 'Areal', kind: 'number', unit: 'm²' })
      .returning({ id: categoryAttributes.id })
      .get()
  ).id;
  return { topId, subId, areaAttrId };
}

export async function createJob(
  app: FastifyInstance,
  fields: {
    userId: number;
    categoryId: number;
    status?: JobStatus;
    headline?: string;
    personalizedCompanyId?: number;
  },
): Promise<number> {
  await ensureZip(app);
  return (
    await app.db
      .insert(jobs)
      .values({
        userId: fields.userId,
        categoryId: fields.categoryId,
        headline: fields.headline ?? `Ny terrasse ${next()}`,
        description: 'Terrasse i lærketræ, ca. 25 m².',
        zip: FIXTURE_ZIP,
        status: fields.status ?? 'open',
        personalizedCompanyId: fields.personalizedCompanyId ?? null,
        // A fixture is a job from before the test: its companies were told long ago.
        announcedAt: 1,
      })
      .returning({ id: jobs.id })
      .get()
  ).id;
}

export interface ContactFixture {
  contactId: number;
  bidId: number;
}

/** A company's contact on a job with one sealed bid (withdrawn when the state says so). */
export async function addContact(
  app: FastifyInstance,
  fields: { jobId: number; companyId: number; state?: ContactState; isWinner?: boolean; amount?: number },
): Promise<ContactFixture> {
  const state = fields.state ?? 'bid';
  const contactId = (
    await app.db
      .insert(contacts)
      .values({
        jobId: fields.jobId,
        companyId: fields.companyId,
        state,
        isWinner: fields.isWinner ?? false,
        selectedAt: fields.isWinner ? 1_700_000_000 : null,
      })
      .returning({ id: contacts.id })
      .get()
  ).id;
  const bidId = (
    await app.db
      .insert(bids)
      .values({
        contactId,
        amount: fields.amount ?? 12_500,
        minEstimate: 11_000,
        maxEstimate: 14_000,
        comment: 'Inkl. moms.',
        withdrawnAt: state === 'withdrawn' ? 1_700_000_100 : null,
      })
      .returning({ id: bids.id })
      .get()
  ).id;
  return { contactId, bidId };
}

export async function addMessage(
  app: FastifyInstance,
  fields: { contactId: number; sender: 'user' | 'company' | 'system'; body: string; read?: boolean },
): Promise<number> {
  return (
    await app.db
      .insert(messages)
      .values({
        contactId: fields.contactId,
        sender: fields.sender,
        body: fields.body,
        readAt: fields.read ? 1_700_000_200 : null,
      })
      .returning({ id: messages.id })
      .get()
  ).id;
}

export interface Marketplace {
  customer: TestAccount;
  otherCustomer: TestAccount;
  companies: TestAccount[];
  category: CategoryFixture;
  jobId: number;
  /** One contact with a bid per company, in the order of `companies`. */
  contacts: ContactFixture[];
}

/** A customer's open job with a bid from each of `companyCount` companies working in its category. */
export async function marketplace(app: FastifyInstance, companyCount = 3): Promise<Marketplace> {
  const customer = await createAccount(app, 'user', { name: 'Mette Hansen', phone: '20202020' });
  const otherCustomer = await createAccount(app, 'user');
  const category = await createCategory(app);
  const companies: TestAccount[] = [];
  for (let i = 0; i < companyCount; i += 1) {
    const company = await createAccount(app, 'company', { phone: `3030303${i}` });
    await app.db
      .insert(companyCategories)
      .values({ companyId: company.companyId as number, categoryId: category.topId })
      .run();
    companies.push(company);
  }
  const jobId = await createJob(app, { userId: customer.id, categoryId: category.subId });
  const jobContacts: ContactFixture[] = [];
  for (const [i, company] of companies.entries())
    jobContacts.push(
      await addContact(app, { jobId, companyId: company.companyId as number, amount: 10_000 + i * 1_000 }),
    );
  return { customer, otherCustomer, companies, category, jobId, contacts: jobContacts };
}

/** What a cancel request says, beyond its contact (the columns of `cancellations`). */
export type CancelRequestFields = Partial<Omit<typeof cancellations.$inferInsert, 'contactId'>>;

/**
 * An assigned job of the marketplace's customer whose chosen company (the first) asked to cancel
 * it: the contact awaits the administrator, with a pending request saying `fields`.
 */
export async function pendingCancellation(
  app: FastifyInstance,
  m: Marketplace,
  fields: CancelRequestFields = {},
): Promise<{ jobId: number; contactId: number; id: number }> {
  const jobId = await createJob(app, {
    userId: m.customer.id,
    categoryId: m.category.subId,
    status: 'assigned',
  });
  const { contactId } = await addContact(app, {
    jobId,
    companyId: m.companies[0]?.companyId as number,
    state: 'cancel_pending',
    isWinner: true,
  });
  const { id } = await app.db
    .insert(cancellations)
    .values({
      text: 'Kunden svarer ikke.',
      optionSelect: 4,
      previousState: 'confirmed',
      ...fields,
      contactId,
    })
    .returning({ id: cancellations.id })
    .get();
  return { jobId, contactId, id };
}
