// Who may call the company side (SPEC §6): every call of the company-jobs and bookings areas
// answers 401 without a login and 403 to a customer or the administrator, in the request's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, createAccount, loggedIn, startTestApp, visitor } from '../../test/helpers.js';

const calls: [method: 'GET' | 'POST', url: string, body?: Record<string, unknown>][] = [
  ['GET', '/ajax/firma/findopgaver'],
  ['POST', '/firma/search_city_category', { find_text: 'køb' }],
  ['POST', '/ajax/firma/infocategoryscore', { categories_id: 1 }],
  ['POST', '/firma/modal_discription_job', { job_id: 1 }],
  ['POST', '/firma/find_checked', { category: 1 }],
  ['POST', '/firma/modal_prise_read', { popuppriselist: 1 }],
  ['POST', '/firma/message_modal', { contact_id: 1 }],
  ['POST', '/ajax/firma/modal_bid', { job_id: 1 }],
  ['POST', '/api/firma/bud', { job_id: 1, amount: 100 }],
  ['POST', '/api/firma/bud/1/tilbagetraek', {}],
  ['GET', '/api/firma/vundne'],
  ['POST', '/api/firma/opgaver/1/skjul', {}],
  ['POST', '/api/firma/opgaver/1/vis', {}],
  ['POST', '/ajax/firma/update_balans_company', { job_id: 1, price: '100' }],
  ['POST', '/ajax/firma/modal_reviews_cancel', { job_id: 1 }],
  ['POST', '/ajax/firma/refused_to_work', { job_id: 1, text: 'x', optionselect: '1' }],
  ['POST', '/ajax/firma/delete_cancel_message', { contact_contact_id: 1 }],
  ['POST', '/ajax/firma/show_cancel_message', { contact_contact_id: 1, job_id: 1 }],
  ['POST', '/firma2/get_dine_bookinger', { company_id: 1 }],
  ['POST', '/firma2/get_dine_bookinger_pagination', { page: 1 }],
  ['POST', '/firma/vundne_tab2', { page: 1 }],
  ['POST', '/firma/refuse_job', { contact_id: 1 }],
  ['POST', '/firma/confirm_job', { contact_id: 1 }],
  ['POST', '/firma/save_contract_changes', { contactid: 1, message: 'x' }],
  ['POST', '/ajax/firma/get_my_contract_by_job_id', { job_id: 1, current_company_id: 1 }],
  ['GET', '/ajax/firma/calendar_event_company'],
  ['GET', '/api/firma/kalender'],
];

let app: FastifyInstance;
let anonymous: Agent;
let customer: Agent;
let admin: Agent;
const call = (agent: Agent, [method, url, body]: (typeof calls)[number]) =>
  method === 'GET' ? agent.get(url) : agent.post(url, body);

beforeAll(async () => {
  app = await startTestApp();
  anonymous = await visitor(app);
  customer = await loggedIn(app, await createAccount(app, 'user'));
  admin = await loggedIn(app, await createAccount(app, 'admin'));
});
afterAll(() => app.close());

describe('company-side calls', () => {
  it.each(calls)('%s %s: 401 without a login', async (...entry) => {
    const response = await call(anonymous, entry);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ type: 'error', message: 'Log venligst ind for at fortsætte' });
  });

  it.each(calls)('%s %s: 403 for a customer and the administrator', async (...entry) => {
    for (const agent of [customer, admin]) {
      const response = await call(agent, entry);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ type: 'error', message: 'Du har ikke adgang til dette' });
    }
  });

  it('answers in English with lang=en', async () => {
    anonymous.lang = 'en';
    const response = await anonymous.get('/api/firma/vundne');
    anonymous.lang = null;
    expect(response.json()).toEqual({ type: 'error', message: 'Please log in to continue' });
  });
});
