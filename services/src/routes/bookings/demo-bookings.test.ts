// The demo company's story (firma@demo.dk, 22 won jobs in every contact state) through the calls:
// bookings paged 20 + 2 with the unseen one flagged, confirming the unseen awaiting job, undoing
// the seeded pending cancel back to confirmed, and the 2-star rated job refusing a finish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoEmails } from '../../db/seed/index.js';
import { type Agent, demoLogin, startDemoApp } from '../../test/helpers.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let firma: Agent;
let companyId: number;
const one = <T>(sql: string, ...params: unknown[]): Promise<T> => sqlOne<T>(app.db, sql, ...params);
const demoContact = (where: string) =>
  one<{ id: number; job_id: number }>(
    `select id, job_id from contacts where company_id = ? and ${where} order by id`,
    companyId,
  );

beforeAll(async () => {
  app = await startDemoApp();
  firma = await demoLogin(app, demoEmails.company);
  companyId = (await one<{ id: number }>('select id from companies where email = ?', demoEmails.company)).id;
});
afterAll(() => app.close());

describe('the demo company', () => {
  it('sees its 22 bookings as 20 + 2, the unseen awaiting one flagged', async () => {
    const first = (await firma.post('/firma2/get_dine_bookinger_pagination', { page: 1, search: '' })).json();
    const second = (
      await firma.post('/firma2/get_dine_bookinger_pagination', { page: 2, search: '' })
    ).json();
    expect(first.contact_ids).toHaveLength(20);
    expect(second.contact_ids).toHaveLength(2);
    const unseen = await demoContact("state = 'awaiting_confirmation' and company_seen_selection = 0");
    const all = [...first.contact_ids, ...second.contact_ids];
    const seen = [...first.company_seen_selection, ...second.company_seen_selection];
    expect(seen[all.indexOf(unseen.id)]).toBe(false);
  });

  it('confirms the unseen awaiting job', async () => {
    const unseen = await demoContact("state = 'awaiting_confirmation' and company_seen_selection = 0");
    expect((await firma.post('/firma/confirm_job', { contact_id: unseen.id })).json().success).toBe(true);
    expect(await one('select state, company_seen_selection s from contacts where id = ?', unseen.id)).toEqual(
      {
        state: 'confirmed',
        s: 1,
      },
    );
  });

  it('undoes its seeded pending cancel back to confirmed', async () => {
    const pending = await demoContact("state = 'cancel_pending'");
    expect(
      (await firma.post('/ajax/firma/delete_cancel_message', { contact_contact_id: pending.id })).json()
        .success,
    ).toBe(true);
    expect(await one('select state from contacts where id = ?', pending.id)).toEqual({ state: 'confirmed' });
  });

  it('cannot finish the job the customer rated 2 stars: the reviews-cancel modal instead', async () => {
    const rated = await demoContact(
      "state = 'finished' and id in (select contact_id from reviews where rating = 2)",
    );
    const reply = (
      await firma.post('/ajax/firma/update_balans_company', { job_id: rated.job_id, price: '100' })
    ).json();
    expect(reply.success).toBe(false);
    expect(reply.html_reviews).toContain('modal-reviews-cancel');
  });

  it('lists open jobs of its categories in the filter and describes one of them', async () => {
    const { html } = (await firma.get('/ajax/firma/findopgaver')).json();
    const ids = [...html.matchAll(/data-job-id="(\d+)"/g)].map((m: RegExpMatchArray) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect((await firma.post('/firma/modal_discription_job', { job_id: ids[0] })).statusCode).toBe(200);
  });
});
