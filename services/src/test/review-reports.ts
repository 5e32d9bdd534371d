// Test fixtures of reported reviews (issue 33): two companies and two customers logged in, an
// administrator, a customer's review of a finished job of the first company (with its job), a
// review of any kind written straight into the table, and the company's report of a review.
import type { FastifyInstance } from 'fastify';
import { reviews } from '../db/schema/index.js';
import { addCategory, addContact, addJob, createWorld, type World } from './fixtures.js';
import { adminLogin } from './admin-login.js';
import { type Agent, manyLogins, startTestApp } from './helpers.js';

export interface ReviewWorld extends World {
  app: FastifyInstance;
  admin: Agent;
  adminId: number;
}

export async function reviewWorld(): Promise<ReviewWorld> {
  const app = await startTestApp(manyLogins);
  const world = await createWorld(app);
  const { account, agent } = await adminLogin(app, { name: 'Anne Admin' });
  return { ...world, app, admin: agent, adminId: account.id };
}

/** A review written into the table as it is (any kind), for the company; its id. */
export async function addReview(
  app: FastifyInstance,
  values: Partial<typeof reviews.$inferInsert> & { companyId: number },
): Promise<number> {
  return (
    await app.db
      .insert(reviews)
      .values({
        kind: 'review',
        authorName: 'Karen Kunde',
        rating: 1,
        title: 'Elendigt arbejde',
        text: 'De kom for sent og gik før tid.',
        ...values,
      })
      .returning({ id: reviews.id })
      .get()
  ).id;
}

/** The first customer's review of a finished job of the first company: its id, the job's id and headline. */
export async function customerReview(
  w: ReviewWorld,
  fields: Partial<typeof reviews.$inferInsert> = {},
): Promise<{ reviewId: number; jobId: number; headline: string }> {
  const headline = `Nyt tag ${Math.random().toString(36).slice(2, 7)}`;
  const jobId = await addJob(w.app, w.brugerAccount.id, await addCategory(w.app), {
    headline,
    status: 'finished',
  });
  const contactId = await addContact(w.app, jobId, w.firmaAccount.companyId, { state: 'finished' });
  const reviewId = await addReview(w.app, {
    companyId: w.firmaAccount.companyId,
    userId: w.brugerAccount.id,
    contactId,
    ...fields,
  });
  return { reviewId, jobId, headline };
}

/** The company's 'Anmeld anmeldelse'. */
export const reportReview = (
  agent: Agent,
  reviewId: number,
  reason: unknown = 'Personen har aldrig været kunde hos os.',
) => agent.post(`/api/firma/anmeldelser/${reviewId}/anmeld`, { reason });
