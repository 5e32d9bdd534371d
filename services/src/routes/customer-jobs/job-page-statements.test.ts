// The customer's job page is selected into its shape in a fixed number of statements (issue 29;
// CONVENTIONS: a page's number of statements does not grow with its rows): a job with ten offers
// takes as many as a job with one, and each offer still shows its company's star average and
// review count, its logo and the company's newest bid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { bids, reviews } from '../../db/schema/index.js';
import { type Agent, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';
import { addMessage, marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { statementsOf } from '../../test/statement-count.js';
import { setLogo } from '../../test/company-presentation.js';

let app: FastifyInstance;
let one: Marketplace;
let ten: Marketplace;

async function review(companyId: number, rating: number, kind: 'review' | 'public' = 'review') {
  await app.db
    .insert(reviews)
    .values({ companyId, kind, authorName: 'Kunde', rating, title: 'Fint', text: 'Godt arbejde.' })
    .run();
}

/** Every offer with a company message and the company with a review, as a busy job page has. */
async function withConversations(market: Marketplace): Promise<void> {
  for (const [i, contact] of market.contacts.entries()) {
    await addMessage(app, { contactId: contact.contactId, sender: 'company', body: `Tilbud ${i + 1}.` });
    await review(market.companies[i].companyId as number, 3 + (i % 3));
  }
}

/** The statements of the second opening of a job page (the first marks the messages read). */
async function statementsOfPage(agent: Agent, jobId: number): Promise<string[]> {
  expect((await agent.get(`/api/bruger/opgaver/${jobId}`)).statusCode).toBe(200);
  return await statementsOf(app.db, async () => {
    expect((await agent.get(`/api/bruger/opgaver/${jobId}`)).statusCode).toBe(200);
  });
}

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  one = await marketplace(app, 1);
  ten = await marketplace(app, 10);
  await withConversations(one);
  await withConversations(ten);
});
afterAll(() => app.close());

describe("the job page's statements", () => {
  it('a job with 10 offers takes as many statements as a job with 1', async () => {
    const forOne = await statementsOfPage(await loggedIn(app, one.customer), one.jobId);
    const forTen = await statementsOfPage(await loggedIn(app, ten.customer), ten.jobId);
    expect(forOne.length).toBeGreaterThan(0);
    expect(forTen).toHaveLength(forOne.length);
  });

  it("each offer shows its company's logo (null without one), in as many statements", async () => {
    const logo = await setLogo(await loggedIn(app, ten.companies[2]));
    const customer = await loggedIn(app, ten.customer);
    const page = (await customer.get(`/api/bruger/opgaver/${ten.jobId}`)).json();
    const logos = new Map<number, unknown>(
      page.contacts.map((c: { company: { company_id: number; logo: unknown } }) => [
        c.company.company_id,
        c.company.logo,
      ]),
    );
    expect(logos.get(ten.companies[2].companyId as number)).toEqual(logo);
    expect(logos.get(ten.companies[3].companyId as number)).toBeNull();
    const forOne = await statementsOfPage(await loggedIn(app, one.customer), one.jobId);
    expect(await statementsOfPage(customer, ten.jobId)).toHaveLength(forOne.length);
  });

  it("each offer shows its company's star average of customers' reviews and the newest bid", async () => {
    const [rated, unrated, rebid, withdrawn] = ten.contacts;
    const ratedCompany = ten.companies[0].companyId as number;
    await review(ratedCompany, 5);
    await review(ratedCompany, 5);
    await review(ratedCompany, 1, 'public');
    await app.db
      .delete(reviews)
      .where(eq(reviews.companyId, ten.companies[1].companyId as number))
      .run();
    await app.db.update(bids).set({ withdrawnAt: 1_700_000_100 }).where(eq(bids.id, rebid.bidId)).run();
    const newest = (
      await app.db
        .insert(bids)
        .values({ contactId: rebid.contactId, amount: 9_000, comment: 'Nyt tilbud.' })
        .returning({ id: bids.id })
        .get()
    ).id;
    await app.db.update(bids).set({ withdrawnAt: 1_700_000_100 }).where(eq(bids.id, withdrawn.bidId)).run();

    const customer = await loggedIn(app, ten.customer);
    const page = (await customer.get(`/api/bruger/opgaver/${ten.jobId}`)).json();
    type Offer = { contact_id: number; company: object; bid: object | null };
    const byId = new Map<number, Offer>(page.contacts.map((c: Offer) => [c.contact_id, c]));
    expect(page.contacts).toHaveLength(10);
    // Reviews 3, 5 and 5 (the public one is not a customer's): 4.333… shown as 4.3.
    expect(byId.get(rated.contactId)?.company).toMatchObject({ rating: 4.3, reviews_count: 3 });
    expect(byId.get(unrated.contactId)?.company).toMatchObject({ rating: null, reviews_count: 0 });
    expect(byId.get(rebid.contactId)?.bid).toMatchObject({ bid_id: newest, amount: 9_000, withdrawn: false });
    expect(byId.get(withdrawn.contactId)?.bid).toMatchObject({ bid_id: withdrawn.bidId, withdrawn: true });
  });
});
