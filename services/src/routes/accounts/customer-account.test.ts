// GET /api/bruger/konto: the customer's own profile fields, her jobs counted by status and her
// bookings (companies she chose, newest first) with offer, final price and her review; never
// another customer's rows; only customers (a company 403, a visitor 401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { contacts, reviews, users } from '../../db/schema/index.js';
import { type Agent, loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { addContact, createJob, ensureZip, marketplace, type Marketplace } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
  await app.db
    .update(users)
    .set({ zip: await ensureZip(app) })
    .where(eq(users.id, m.customer.id))
    .run();
  customer = await loggedIn(app, m.customer);
});
afterAll(() => app.close());

describe('GET /api/bruger/konto', () => {
  it("answers the customer's own profile fields", async () => {
    const response = await customer.get('/api/bruger/konto');
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toEqual({
      name: 'Mette Hansen',
      email: m.customer.email,
      phone: '20202020',
      zip: '8000',
      city: 'Aarhus C',
      created_at: expect.any(Number),
      last_login_at: expect.any(Number),
      social_login: false,
    });
  });

  it('counts her jobs by status and lists only the companies she chose, newest choice first, with price and review', async () => {
    const finishedJob = await createJob(app, {
      userId: m.customer.id,
      categoryId: m.category.subId,
      status: 'finished',
      headline: 'Nyt tag',
    });
    const older = await addContact(app, {
      jobId: finishedJob,
      companyId: m.companies[0].companyId as number,
      state: 'finished',
      isWinner: true,
      amount: 20_000,
    });
    await app.db
      .update(contacts)
      .set({ finishedPriceOre: 2_050_050, finishedAt: 1_700_100_000 })
      .where(eq(contacts.id, older.contactId))
      .run();
    await app.db
      .insert(reviews)
      .values({
        companyId: m.companies[0].companyId as number,
        userId: m.customer.id,
        contactId: older.contactId,
        authorName: 'Mette Hansen',
        rating: 4,
        title: 'Fint',
        text: 'Godt arbejde',
      })
      .run();
    const assignedJob = await createJob(app, {
      userId: m.customer.id,
      categoryId: m.category.subId,
      status: 'assigned',
    });
    const newer = await addContact(app, {
      jobId: assignedJob,
      companyId: m.companies[1].companyId as number,
      state: 'awaiting_confirmation',
      isWinner: true,
    });
    await app.db
      .update(contacts)
      .set({ selectedAt: 1_800_000_000 })
      .where(eq(contacts.id, newer.contactId))
      .run();
    const foreignJob = await createJob(app, {
      userId: m.otherCustomer.id,
      categoryId: m.category.subId,
      status: 'assigned',
    });
    await addContact(app, {
      jobId: foreignJob,
      companyId: m.companies[0].companyId as number,
      state: 'confirmed',
      isWinner: true,
    });

    const reply = (await customer.get('/api/bruger/konto')).json();
    expect(reply.jobs).toEqual({ total: 3, open: 1, assigned: 1, finished: 1, cancelled: 0, closed: 0 });
    expect(reply.reviews_count).toBe(1);
    expect(reply.bookings.map((b: { contact_id: number }) => b.contact_id)).toEqual([
      newer.contactId,
      older.contactId,
    ]);
    expect(reply.bookings[1]).toMatchObject({
      job_id: finishedJob,
      headline: 'Nyt tag',
      state: 'finished',
      offer_amount: 20_000,
      finished_price_ore: 2_050_050,
      review: { rating: 4, title: 'Fint' },
    });
    expect(reply.bookings[0]).toMatchObject({
      state: 'awaiting_confirmation',
      finished_price_ore: null,
      review: null,
    });
  });

  it('answers only customers: a company 403, a visitor 401', async () => {
    expect((await (await loggedIn(app, m.companies[0])).get('/api/bruger/konto')).statusCode).toBe(403);
    expect((await (await visitor(app)).get('/api/bruger/konto')).statusCode).toBe(401);
  });
});
