// "Anmeld anmeldelse" (issue 33): a company reports a review of itself with a reason, and the
// report waits for the administrator while the review stays shown. Refused, with nothing written:
// a review of another company (404), no reason or only spaces (400), a removed review (409), a
// customer (403) or a visitor (401). A second report while one is open adds nothing. The company's
// own list offers 'Anmeld anmeldelse' under each review, and says when a report waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../../test/helpers.js';
import {
  addReview,
  customerReview,
  reportReview,
  reviewWorld,
  type ReviewWorld,
} from '../../test/review-reports.js';
import { sqlAll, sqlRun } from '../../test/sql.js';

let w: ReviewWorld;

beforeAll(async () => {
  w = await reviewWorld();
});
afterAll(() => w.app.close());

const reportsOf = (reviewId: number) =>
  sqlAll<{ company_id: number; reporter_user_id: number; reason: string; state: string }>(
    w.app.db,
    'select company_id, reporter_user_id, reason, state from review_reports where review_id = ? order by id',
    reviewId,
  );

const ownList = async () =>
  (
    await w.firma.post('/ajax/firma/load_reviews', {
      company_id: w.firmaAccount.companyId,
      comment: 1,
    })
  ).json<{ html: string }>().html;

describe('POST /api/firma/anmeldelser/:id/anmeld', () => {
  it('records the report with the reason for the administrator; the review stays shown', async () => {
    const { reviewId } = await customerReview(w);
    const response = await reportReview(w.firma, reviewId, '  Personen har aldrig været kunde hos os.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message:
        'Tak. Anmeldelsen er sendt til Opgavetorvet, som ser på den. Den bliver stående, indtil vi har afgjort sagen, og I får svar på e-mail.',
    });
    expect(await reportsOf(reviewId)).toEqual([
      {
        company_id: w.firmaAccount.companyId,
        reporter_user_id: w.firmaAccount.id,
        reason: 'Personen har aldrig været kunde hos os.',
        state: 'open',
      },
    ]);
    const profile = await w.bruger.post('/ajax/firma/load_reviews', { company_id: w.firmaAccount.companyId });
    expect(profile.json().html).toContain(`data-review-id="${reviewId}"`);
    expect(profile.json().html).toContain('De kom for sent og gik før tid.');
  });

  it('a second report of the same review while one is open adds nothing', async () => {
    const { reviewId } = await customerReview(w);
    expect((await reportReview(w.firma, reviewId, 'Første')).statusCode).toBe(200);
    expect((await reportReview(w.firma, reviewId, 'Anden')).statusCode).toBe(200);
    expect((await reportsOf(reviewId)).map((report) => report.reason)).toEqual(['Første']);
  });

  it('refuses a review of another company as unknown, and writes nothing', async () => {
    const reviewId = await addReview(w.app, { companyId: w.otherAccount.companyId });
    const response = await reportReview(w.firma, reviewId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'error', message: 'Anmeldelsen blev ikke fundet' });
    expect(await reportsOf(reviewId)).toEqual([]);
  });

  it('requires a reason: none, an empty one or only spaces is refused', async () => {
    const { reviewId } = await customerReview(w);
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const response = await w.firma.post(`/api/firma/anmeldelser/${reviewId}/anmeld`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toContain('Skriv, hvorfor anmeldelsen skal fjernes.');
    }
    expect(await reportsOf(reviewId)).toEqual([]);
  });

  it('refuses a review already removed', async () => {
    const { reviewId } = await customerReview(w);
    await sqlRun(
      w.app.db,
      "update reviews set removed_at = 1, removed_reason = 'illegal' where id = ?",
      reviewId,
    );
    const response = await reportReview(w.firma, reviewId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Anmeldelsen er allerede fjernet.');
    expect(await reportsOf(reviewId)).toEqual([]);
  });

  it('is for the company only: a customer gets 403, a visitor 401, and nothing is written', async () => {
    const { reviewId } = await customerReview(w);
    expect((await reportReview(w.bruger, reviewId)).statusCode).toBe(403);
    expect((await reportReview(w.admin, reviewId)).statusCode).toBe(403);
    expect((await reportReview(await visitor(w.app), reviewId)).statusCode).toBe(401);
    expect(await reportsOf(reviewId)).toEqual([]);
  });
});

describe("the company's own review list", () => {
  it("offers 'Anmeld anmeldelse' under a review, and says so while its report waits", async () => {
    const { reviewId } = await customerReview(w, { title: 'Til anmeldelse' });
    const button = `<button type="button" class="btn btn--quiet review-report-button" data-review-id="${reviewId}">Anmeld anmeldelse</button>`;
    expect(await ownList()).toContain(button);
    await reportReview(w.firma, reviewId);
    const html = await ownList();
    expect(html).not.toContain(button);
    expect(html).toContain(
      'Anmeldt til Opgavetorvet. Anmeldelsen bliver stående, indtil vi har afgjort sagen.',
    );
    const publicHtml = (
      await w.bruger.post('/ajax/firma/load_reviews', { company_id: w.firmaAccount.companyId })
    ).json().html;
    expect(publicHtml).not.toContain('Anmeld anmeldelse');
    expect(publicHtml).not.toContain('Anmeldt til Opgavetorvet');
  });
});
