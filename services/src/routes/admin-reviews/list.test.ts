// The administrator's queue of reported reviews (issue 33): the open reports, the longest waiting
// first, each with the review's text, the company's reason and the job; decided ones leave it for
// the decided list, newest decision first, with who decided. Only the administrator: a company or
// a customer calling any of the calls gets 403 and changes nothing, a visitor 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewReportsReply } from '@opgavetorvet/contracts';
import { visitor } from '../../test/helpers.js';
import { customerReview, reportReview, reviewWorld, type ReviewWorld } from '../../test/review-reports.js';
import { sqlAll, sqlOne, sqlRun } from '../../test/sql.js';

let w: ReviewWorld;

beforeAll(async () => {
  w = await reviewWorld();
});
afterAll(() => w.app.close());

const listed = async (status?: 'open' | 'decided') =>
  (await w.admin.get(`/api/admin/anmeldelser${status ? `?status=${status}` : ''}`)).json<ReviewReportsReply>()
    .reports;

const reportIdOf = async (reviewId: number) =>
  (
    await sqlOne<{ id: number }>(
      w.app.db,
      'select max(id) id from review_reports where review_id = ?',
      reviewId,
    )
  ).id;

describe('GET /api/admin/anmeldelser', () => {
  it("lists the open reports, oldest first, with the review's text, the company's reason and the job", async () => {
    const older = await customerReview(w, { title: 'Ældste', text: 'Alt gik galt.', rating: 2 });
    const newer = await customerReview(w, { title: 'Nyeste' });
    await reportReview(w.firma, newer.reviewId, 'Navn og adresse står i teksten.');
    await reportReview(w.firma, older.reviewId, 'Han var aldrig kunde.');
    await sqlRun(
      w.app.db,
      'update review_reports set created_at = created_at - 100 where review_id = ?',
      older.reviewId,
    );

    const reports = await listed();
    expect(reports.map((report) => report.review_id)).toEqual([older.reviewId, newer.reviewId]);
    expect(reports[0]).toMatchObject({
      report_id: await reportIdOf(older.reviewId),
      company_id: w.firmaAccount.companyId,
      company_name: expect.stringMatching(/^Testfirma/),
      review: {
        kind: 'review',
        rating: 2,
        title: 'Ældste',
        text: 'Alt gik galt.',
        author_name: 'Karen Kunde',
      },
      job: { id: older.jobId, headline: older.headline },
      reason: 'Han var aldrig kunde.',
      state: 'open',
      removal_reason: null,
      decided_by: null,
      decided_at: null,
    });
    expect(await listed('open')).toEqual(reports);
  });

  it('moves a decided report to the decided list, newest decision first, with who decided', async () => {
    const first = await customerReview(w);
    const second = await customerReview(w);
    await reportReview(w.firma, first.reviewId);
    await reportReview(w.firma, second.reviewId);
    await w.admin.post(`/api/admin/anmeldelser/${await reportIdOf(first.reviewId)}/behold`);
    await w.admin.post(`/api/admin/anmeldelser/${await reportIdOf(second.reviewId)}/fjern`, {
      reason: 'not_customer',
    });
    await sqlRun(
      w.app.db,
      'update review_reports set decided_at = decided_at - 100 where review_id = ?',
      first.reviewId,
    );
    const open = (await listed()).map((report) => report.review_id);
    expect(open).not.toContain(first.reviewId);
    expect(open).not.toContain(second.reviewId);
    const decided = await listed('decided');
    expect(decided.slice(0, 2)).toMatchObject([
      {
        review_id: second.reviewId,
        state: 'removed',
        removal_reason: 'not_customer',
        decided_by: 'Anne Admin',
      },
      { review_id: first.reviewId, state: 'kept', removal_reason: null, decided_by: 'Anne Admin' },
    ]);
    expect(decided[0]?.decided_at).toEqual(expect.any(Number));
  });
});

describe('only the administrator', () => {
  it('answers 403 to a company or a customer and 401 to a visitor on every call, and changes nothing', async () => {
    const { reviewId } = await customerReview(w);
    await reportReview(w.firma, reviewId);
    const reportId = await reportIdOf(reviewId);
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/anmeldelser'],
      ['GET', '/api/admin/anmeldelser?status=decided'],
      ['POST', `/api/admin/anmeldelser/${reportId}/behold`, {}],
      ['POST', `/api/admin/anmeldelser/${reportId}/fjern`, { reason: 'illegal' }],
    ];
    const anonymous = await visitor(w.app);
    for (const [method, url, body] of calls) {
      for (const [agent, status] of [
        [w.firma, 403],
        [w.bruger, 403],
        [anonymous, 401],
      ] as const) {
        const response = method === 'GET' ? await agent.get(url) : await agent.post(url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect(
      await sqlOne(w.app.db, 'select state, decided_by_user_id from review_reports where id = ?', reportId),
    ).toEqual({ state: 'open', decided_by_user_id: null });
    expect(await sqlOne(w.app.db, 'select removed_at from reviews where id = ?', reviewId)).toEqual({
      removed_at: null,
    });
    expect(
      await sqlAll(
        w.app.db,
        "select id from audit_log where target_type = 'review' and target_id = ?",
        reviewId,
      ),
    ).toEqual([]);
  });
});
