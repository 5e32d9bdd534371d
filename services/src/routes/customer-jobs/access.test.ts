// Every call of the customer side, messages and the admin decision at once: who may call (401
// without a login, 403 for another role) and bad input (missing, wrong type, too long, out of
// range, unknown field) answered 400 with a clear text and never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  type Agent,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
} from '../../test/helpers.js';
import { marketplace, type Marketplace } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let m: Marketplace;
const agents: Record<'user' | 'company' | 'admin', Agent> = {} as Record<'user' | 'company' | 'admin', Agent>;

type Role = 'user' | 'company' | 'admin';
interface Call {
  url: string;
  body: () => Record<string, unknown>;
  roles: Role[];
  /** Field to drop, field with a wrong type, and an out-of-range or too long value. */
  missing: string;
  wrong: [string, unknown];
  tooBig: [string, unknown];
}

const calls: Call[] = [
  {
    url: '/bruger/invite_company_by_email',
    body: () => ({ company_id: m.companies[0].companyId, job_id: m.jobId }),
    roles: ['user'],
    missing: 'job_id',
    wrong: ['job_id', 'x'],
    tooBig: ['company_id', 2 ** 31],
  },
  {
    url: '/ajax/bruger/changejobstatus',
    body: () => ({ job_id: m.jobId, contact_id: 999999 }),
    roles: ['user'],
    missing: 'contact_id',
    wrong: ['contact_id', 'x'],
    tooBig: ['job_id', 2 ** 31],
  },
  {
    url: '/ajax/bruger2/message_modal',
    body: () => ({ contact_id: m.contacts[0].contactId, job_id: m.jobId }),
    roles: ['user'],
    missing: 'job_id',
    wrong: ['contact_id', []],
    tooBig: ['contact_id', 0],
  },
  {
    url: '/ajax/opgave/modal_info_mobil',
    body: () => ({ contact_id: m.contacts[0].contactId }),
    roles: ['user', 'company'],
    missing: 'contact_id',
    wrong: ['contact_id', 'x'],
    tooBig: ['contact_id', -5],
  },
  {
    url: '/ajax/bruger/modal_list',
    body: () => ({ contactid: m.contacts[0].contactId, jobid: m.jobId, list: 1 }),
    roles: ['user'],
    missing: 'jobid',
    wrong: ['list', 'alle'],
    tooBig: ['list', 7],
  },
  {
    url: '/ajax/bruger/show_check',
    body: () => ({ contactid: m.contacts[0].contactId }),
    roles: ['user'],
    missing: 'contactid',
    wrong: ['contactid', 'x'],
    tooBig: ['contactid', 2 ** 31],
  },
  {
    url: '/bruger/update_icon_idea',
    body: () => ({ job_id: m.jobId }),
    roles: ['user'],
    missing: 'job_id',
    wrong: ['job_id', 'x'],
    tooBig: ['job_id', 0],
  },
  {
    url: '/opgave/new_message',
    body: () => ({
      msg: 'Hej',
      bidid: m.contacts[0].bidId,
      userid: m.customer.id,
      companyid: m.companies[0].companyId,
    }),
    roles: ['user', 'company'],
    missing: 'bidid',
    wrong: ['companyid', 'x'],
    tooBig: ['option', 'x'.repeat(101)],
  },
  {
    url: '/bruger2/show_message_modal',
    body: () => ({ user_id: m.customer.id }),
    roles: ['user', 'company'],
    missing: 'user_id',
    wrong: ['user_id', 'x'],
    tooBig: ['user_id', 2 ** 31],
  },
  {
    url: '/api/admin/annulleringer/1/beslutning',
    body: () => ({ decision: 'approve', reason: 'x' }),
    roles: ['admin'],
    missing: 'decision',
    wrong: ['reason', { text: 'x' }],
    tooBig: ['reason', 'x'.repeat(2001)],
  },
];
const publicCalls: Omit<Call, 'roles'>[] = [
  {
    url: '/ajax/bruger/modalopenjob',
    body: () => ({ company_id: m.companies[0].companyId }),
    missing: 'company_id',
    wrong: ['company_id', 'x'],
    tooBig: ['company_id', 2 ** 31],
  },
  {
    url: '/bruger/companymodalamountattr',
    body: () => ({ company_id: m.companies[0].companyId, category_id: m.category.topId }),
    missing: 'category_id',
    wrong: ['category_id', 'x'],
    tooBig: ['company_id', 0],
  },
  {
    url: '/bruger/ajaxpagebestil',
    body: () => ({
      amount: 5,
      company_id: m.companies[0].companyId,
      select_headline: 'Terrasse',
      categoryid: m.category.subId,
      pricelist: m.category.topId,
      attr_id: 0,
    }),
    missing: 'select_headline',
    wrong: ['amount', '5,5'],
    tooBig: ['select_headline', 'x'.repeat(121)],
  },
];

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 1);
  agents.user = await loggedIn(app, m.customer);
  agents.company = await loggedIn(app, m.companies[0]);
  agents.admin = await loggedIn(app, await createAccount(app, 'admin'));
});
afterAll(() => app.close());

describe('who may call', () => {
  it.each(calls.map((c) => [c.url, c] as const))(
    '%s: 401 without a login, 403 for another role',
    async (_url, call) => {
      const anonymous = await (await visitor(app)).post(call.url, call.body());
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ type: 'error', message: 'Log venligst ind for at fortsætte' });
      for (const role of (['user', 'company', 'admin'] as const).filter((r) => !call.roles.includes(r))) {
        const refused = await agents[role].post(call.url, call.body());
        expect(refused.statusCode, role).toBe(403);
        expect(refused.json()).toEqual({ type: 'error', message: 'Du har ikke adgang til dette' });
      }
    },
  );
});

describe('bad input', () => {
  const all = [
    ...calls.map((c) => [c.url, c, c.roles[0]] as const),
    ...publicCalls.map((c) => [c.url, c, 'user'] as const),
  ];
  it.each(all)(
    '%s: missing, wrong type, out of range or too long, unknown field → 400',
    async (_url, call, role) => {
      const agent = agents[role];
      const { [call.missing]: _dropped, ...withoutField } = call.body();
      const variants = [
        withoutField,
        { ...call.body(), [call.wrong[0]]: call.wrong[1] },
        { ...call.body(), [call.tooBig[0]]: call.tooBig[1] },
        { ...call.body(), admin: true },
      ];
      for (const body of variants) {
        const response = await agent.post(call.url, body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        const reply = response.json();
        expect(reply.type).toBe('validation_errors');
        expect(reply.messages).toHaveLength(1);
        expect(reply.messages[0]).toMatch(/^Feltet /);
      }
      const broken = await app.inject({
        method: 'POST',
        url: call.url,
        payload: '{"broken":',
        headers: {
          cookie: `sid=${agent.sid}`,
          'x-csrf-token': agent.csrfToken,
          'content-type': 'application/json',
        },
      });
      expect(broken.statusCode).toBe(400);
    },
  );
});
