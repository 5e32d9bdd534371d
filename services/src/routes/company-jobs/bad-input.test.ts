// Bad input to every company-side call: an unknown field, a missing one, a wrong type, a number out
// of range or text over its length is a 400 with messages (validation_errors), never a 500, and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCompanyWorld, row, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';

type Case = [
  url: string,
  body: Record<string, unknown>,
  field: string,
  text?: [name: string, max: number],
  wrong?: unknown[],
];
const posts: Case[] = [
  ['/firma/search_city_category', { find_text: 'køb' }, 'find_text', ['find_text', 100], [{ a: 1 }, '']],
  ['/ajax/firma/infocategoryscore', { categories_id: 1 }, 'categories_id'],
  ['/firma/modal_discription_job', { job_id: 1 }, 'job_id'],
  ['/firma/find_checked', { category: 1 }, 'category', ['string_attributes', 500]],
  ['/firma/modal_prise_read', { popuppriselist: 1 }, 'popuppriselist', undefined, ['abc', 2, -1]],
  ['/firma/message_modal', { contact_id: 1 }, 'contact_id', ['link', 300]],
  ['/ajax/firma/modal_bid', { job_id: 1 }, 'job_id'],
  ['/api/firma/bud', { job_id: 1, amount: 100 }, 'job_id', ['comment', 2000]],
  ['/ajax/firma/update_balans_company', { job_id: 1, price: '100' }, 'job_id'],
  ['/ajax/firma/refused_to_work', { job_id: 1, text: 'x', optionselect: '1' }, 'job_id', ['text', 2000]],
  ['/ajax/firma/delete_cancel_message', { contact_contact_id: 1 }, 'contact_contact_id'],
  ['/ajax/firma/show_cancel_message', { contact_contact_id: 1, job_id: 1 }, 'job_id'],
  ['/firma2/get_dine_bookinger', { company_id: 1 }, 'company_id'],
  ['/firma2/get_dine_bookinger_pagination', { page: 1 }, 'page', ['search', 100]],
  ['/firma/vundne_tab2', { page: 1 }, 'page'],
  ['/firma/refuse_job', { contact_id: 1 }, 'contact_id'],
  ['/firma/confirm_job', { contact_id: 1 }, 'contact_id'],
  ['/firma/save_contract_changes', { contactid: 1, message: 'x' }, 'contactid', ['message', 4000]],
  ['/ajax/firma/get_my_contract_by_job_id', { job_id: 1, current_company_id: 1 }, 'job_id'],
];

let app: FastifyInstance;
let w: CompanyWorld;
const counts = () =>
  row<Record<string, number>>(
    app,
    `select (select count(*) from contacts) contacts, (select count(*) from bids) bids,
  (select count(*) from cancellations) cancellations, (select count(*) from outbox) outbox, (select count(*) from contract_changes) changes`,
  );

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('bad input to the company-side calls', () => {
  it.each(posts)(
    '%s: unknown field, wrong type, out of range and over-long are 400 with messages',
    async (url, body, field, text, wrong) => {
      const before = await counts();
      const { [field]: _dropped, ...missing } = body;
      const bad: Record<string, unknown>[] = [
        { ...body, surprise: 1 },
        missing,
        ...(wrong ?? ['abc', 0, 1e12]).map((value) => ({ ...body, [field]: value })),
        ...(text ? [{ ...body, [text[0]]: 'x'.repeat(text[1] + 1) }] : []),
      ];
      for (const payload of bad) {
        const response = await w.agent.post(url, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().type).toBe('validation_errors');
        expect(response.json().messages.length).toBeGreaterThan(0);
      }
      const broken = await w.agent.post(url, '{"job_id": ');
      expect(broken.statusCode).toBe(400);
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses bad query strings of the GET calls', async () => {
    for (const url of [
      '/api/firma/vundne?page=0',
      '/api/firma/vundne?x=1',
      '/ajax/firma/calendar_event_company?contact_id=abc',
      '/api/firma/kalender?limit=abc',
    ]) {
      const response = await w.agent.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().type).toBe('validation_errors');
    }
  });
});
