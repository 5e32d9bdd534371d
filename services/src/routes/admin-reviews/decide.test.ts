// The administrator's decisions on a reported review (issue 33), after the Consumer Ombudsman's
// guidelines. Keeping it (POST …/behold): the review stays as it is, the report is closed as kept,
// an audit row names the administrator, and the company is told. Removing it (POST …/fjern) only on
// a stated ground: the review leaves the profile's number and average, its place in the public list
// says that a review was removed, why (the ground's label) and when, the audit row names the
// administrator, and the company and the review's author are told by mail. A missing or unknown
// ground is 400, a decided report 409, an unknown one 404: nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewReportActionReply } from '@opgavetorvet/contracts';
import { reviewEmails } from '../../db/schema/index.js';
import { queuedTo } from '../../test/outbox.js';
import {
  addReview,
  customerReview,
  reportReview,
  reviewWorld,
  type ReviewWorld,
} from '../../test/review-reports.js';
import { sqlAll, sqlOne, sqlRun } from '../../test/sql.js';

let w: ReviewWorld;
let firmaEmail: string;

beforeAll(async () => {
  w = await reviewWorld();
  firmaEmail = w.firmaAccount.email;
});
afterAll(() => w.app.close());

/** The company's report of the review; the report's id. */
async function reported(reviewId: number, agent = w.firma): Promise<number> {
  expect((await reportReview(agent, reviewId)).statusCode).toBe(200);
  return (
    await sqlOne<{ id: number }>(
      w.app.db,
      'select max(id) id from review_reports where review_id = ?',
      reviewId,
    )
  ).id;
}

const decide = (reportId: number, action: 'behold' | 'fjern', body: Record<string, unknown> = {}) =>
  w.admin.post(`/api/admin/anmeldelser/${reportId}/${action}`, body);

async function auditOf(reviewId: number) {
  const rows = await sqlAll<{ actor_id: number; action: string; before: string; after: string }>(
    w.app.db,
    "select actor_id, action, before, after from audit_log where target_type = 'review' and target_id = ? order by id",
    reviewId,
  );
  return rows.map((row) => ({ ...row, before: JSON.parse(row.before), after: JSON.parse(row.after) }));
}

const reviewRow = (reviewId: number) =>
  sqlOne<{ removed_at: number | null; removed_reason: string | null }>(
    w.app.db,
    'select removed_at, removed_reason from reviews where id = ?',
    reviewId,
  );

describe('keeping a reported review', () => {
  it('leaves the review as it is, closes the report, audits it with the administrator and tells the company', async () => {
    const { reviewId } = await customerReview(w, { title: 'Negativ men ærlig' });
    const reportId = await reported(reviewId);
    const response = await decide(reportId, 'behold');
    expect(response.statusCode).toBe(200);
    expect(response.json<ReviewReportActionReply>()).toMatchObject({
      type: 'success',
      message: 'Anmeldelsen bliver stående, og firmaet har fået besked.',
      report: { report_id: reportId, state: 'kept', removal_reason: null, decided_by: 'Anne Admin' },
    });
    expect(await reviewRow(reviewId)).toEqual({ removed_at: null, removed_reason: null });
    expect(await auditOf(reviewId)).toEqual([
      {
        actor_id: w.adminId,
        action: 'review.report.keep',
        before: expect.objectContaining({
          report_id: reportId,
          company_reason: 'Personen har aldrig været kunde hos os.',
        }),
        after: { state: 'kept', removal_reason: null },
      },
    ]);
    const [mail] = (await queuedTo(w.app, 'email', firmaEmail)).slice(-1);
    expect(mail?.subject).toBe('Anmeldelsen bliver stående');
    expect(mail?.body).toContain('anmeldelsen "Negativ men ærlig"');
    const author = await queuedTo(w.app, 'email', w.brugerAccount.email);
    expect(author.some((row) => row.subject === 'Din anmeldelse er fjernet')).toBe(false);
  });
});

describe('removing a reported review', () => {
  it("takes it out of the profile's figures and says in its place that it was removed, why and when", async () => {
    const companyId = w.otherAccount.companyId;
    const { slug } = await sqlOne<{ slug: string }>(
      w.app.db,
      'select slug from companies where id = ?',
      companyId,
    );
    await addReview(w.app, { companyId, rating: 5, title: 'Super', text: 'Godt arbejde.' });
    await addReview(w.app, { companyId, rating: 5, title: 'Flot', text: 'Fint.' });
    const bad = await addReview(w.app, {
      companyId,
      rating: 1,
      title: 'Hans Hansen snød',
      text: 'Hans Hansen, Vejen 3.',
    });
    const profile = async () => (await w.bruger.get(`/api/companies/${slug}`)).json();
    expect(await profile()).toMatchObject({ reviews_count: 3, rating: 3.7 });

    const reportId = await reported(bad, w.otherFirma);
    const response = await decide(reportId, 'fjern', { reason: 'personal_data' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReviewReportActionReply>()).toMatchObject({
      message: 'Anmeldelsen er fjernet. Firmaet og den, der skrev den, har fået besked.',
      report: { state: 'removed', removal_reason: 'personal_data', decided_by: 'Anne Admin' },
    });
    expect(await profile()).toMatchObject({ reviews_count: 2, rating: 5 });

    const removedAt = Date.UTC(2026, 2, 5, 12) / 1000;
    await sqlRun(w.app.db, 'update reviews set removed_at = ? where id = ?', removedAt, bad);
    const html = (await w.bruger.post('/ajax/firma/load_reviews', { company_id: companyId })).json().html;
    expect(html).toContain(
      'En anmeldelse er fjernet af Opgavetorvet den 5. marts 2026. Begrundelse: Indeholdt personoplysninger.',
    );
    expect(html).toContain(`data-review-id="${bad}"`);
    expect(html).not.toContain('Hans Hansen');
    expect(html).toContain('Godt arbejde.');
  });

  it('audits it with the administrator and tells the company and the review’s author why', async () => {
    const { reviewId } = await customerReview(w, { title: 'Aldrig kunde' });
    const reportId = await reported(reviewId);
    expect((await decide(reportId, 'fjern', { reason: 'not_customer' })).statusCode).toBe(200);
    expect(await reviewRow(reviewId)).toEqual({
      removed_at: expect.any(Number),
      removed_reason: 'not_customer',
    });
    expect(await auditOf(reviewId)).toEqual([
      {
        actor_id: w.adminId,
        action: 'review.remove',
        before: expect.objectContaining({
          report_id: reportId,
          review: expect.objectContaining({ title: 'Aldrig kunde', removed_at: null }),
        }),
        after: { state: 'removed', removal_reason: 'not_customer' },
      },
    ]);
    const [company] = (await queuedTo(w.app, 'email', firmaEmail)).slice(-1);
    expect(company?.subject).toBe('Anmeldelsen er fjernet');
    expect(company?.body).toContain('Begrundelse: Ikke skrevet af en reel kunde');
    const [author] = (await queuedTo(w.app, 'email', w.brugerAccount.email)).slice(-1);
    expect(author?.subject).toBe('Din anmeldelse er fjernet');
    expect(author?.body).toContain('Hej Karen Kunde');
    expect(author?.body).toContain('din anmeldelse "Aldrig kunde"');
    expect(author?.body).toContain('Begrundelse: Ikke skrevet af en reel kunde');
  });

  it("tells a public review's author at the address the review request went to", async () => {
    const request = await w.app.db
      .insert(reviewEmails)
      .values({ companyId: w.firmaAccount.companyId, email: 'ole@example.com', sentAt: 1 })
      .returning({ id: reviewEmails.id })
      .get();
    const reviewId = await addReview(w.app, {
      companyId: w.firmaAccount.companyId,
      kind: 'public',
      authorName: 'Ole',
      reviewEmailId: request.id,
    });
    expect((await decide(await reported(reviewId), 'fjern', { reason: 'illegal' })).statusCode).toBe(200);
    const [mail] = await queuedTo(w.app, 'email', 'ole@example.com');
    expect(mail?.subject).toBe('Din anmeldelse er fjernet');
    expect(mail?.body).toContain('Begrundelse: Ulovligt indhold');
  });

  it('only on a stated ground: none or another is refused, and nothing changes', async () => {
    const { reviewId } = await customerReview(w);
    const reportId = await reported(reviewId);
    for (const body of [{}, { reason: '' }, { reason: 'negative' }, { reason: 'Den er for negativ' }]) {
      const response = await decide(reportId, 'fjern', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toContain('Vælg en begrundelse for at fjerne anmeldelsen.');
    }
    expect(await reviewRow(reviewId)).toEqual({ removed_at: null, removed_reason: null });
    expect(await sqlOne(w.app.db, 'select state from review_reports where id = ?', reportId)).toEqual({
      state: 'open',
    });
    expect(await auditOf(reviewId)).toEqual([]);
  });
});

describe('a report that cannot be decided', () => {
  it('is 409 once decided and 404 when unknown, changing nothing', async () => {
    const { reviewId } = await customerReview(w);
    const reportId = await reported(reviewId);
    expect((await decide(reportId, 'behold')).statusCode).toBe(200);
    const again = await decide(reportId, 'fjern', { reason: 'illegal' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Anmeldelsen er allerede afgjort.');
    expect(await reviewRow(reviewId)).toEqual({ removed_at: null, removed_reason: null });
    expect(await auditOf(reviewId)).toHaveLength(1);
    expect((await decide(999999, 'behold')).statusCode).toBe(404);
  });

  it('after a keep, the company may report the same review again', async () => {
    const { reviewId } = await customerReview(w);
    await decide(await reported(reviewId), 'behold');
    const second = await reported(reviewId);
    expect(
      await sqlAll(w.app.db, 'select state from review_reports where review_id = ? order by id', reviewId),
    ).toEqual([{ state: 'kept' }, { state: 'open' }]);
    expect(second).toEqual(expect.any(Number));
  });
});
