// Issue 33: a job Opgavetorvet removed shows on its chosen company's won job (GET /api/firma/vundne):
// the reply carries the removal with its time and the administrator's reason, and null before (and
// again once it is opened again); the contact keeps its state (the job is 'cancelled', not the
// contact). The html tab (/firma/vundne_tab2) says so too and offers no finish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WonJobItem, WonJobsReply } from '@opgavetorvet/contracts';
import { type Agent, createAccount, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';
import { addContact, createJob, marketplace, type Marketplace } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let m: Marketplace;
let admin: Agent;
let firma: Agent;

const wonJob = async (contactId: number): Promise<WonJobItem | undefined> =>
  (await firma.get('/api/firma/vundne'))
    .json<WonJobsReply>()
    .jobs.find((job) => job.contact_id === contactId);

/** The contact's row of the html tab (/firma/vundne_tab2), which draws the same list. */
const wonTabRow = async (contactId: number): Promise<string> => {
  const html = (await firma.post('/firma/vundne_tab2', { page: 1 })).json<{ html: string }>().html;
  const start = html.indexOf(`data-contact-id="${contactId}"`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</li>', start));
};

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 1);
  admin = await loggedIn(app, await createAccount(app, 'admin'));
  firma = await loggedIn(app, m.companies[0]!);
});
afterAll(() => app.close());

describe("Opgavetorvet's removal on the company's won job", () => {
  it('is null before the removal, and carries the time and the reason after it', async () => {
    const jobId = await createJob(app, {
      userId: m.customer.id,
      categoryId: m.category.subId,
      status: 'assigned',
    });
    const { contactId } = await addContact(app, {
      jobId,
      companyId: m.companies[0]!.companyId as number,
      state: 'confirmed',
      isWinner: true,
    });
    expect(await wonJob(contactId)).toMatchObject({ state: 'confirmed', removal: null });
    expect(await wonTabRow(contactId)).toContain('btn-finish');
    expect(await wonTabRow(contactId)).not.toContain('fjernet');

    const before = Math.floor(Date.now() / 1000);
    const removed = await admin.post(`/api/admin/opgaver/${jobId}/fjern`, {
      reason: 'Opgaven beder om ulovligt arbejde.',
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const after = await wonJob(contactId);
    expect(after).toMatchObject({
      state: 'confirmed',
      removal: { reason: 'Opgaven beder om ulovligt arbejde.' },
    });
    expect(after?.removal?.at).toBeGreaterThanOrEqual(before);
    const tab = await wonTabRow(contactId);
    expect(tab).toContain('Opgavetorvet har fjernet opgaven');
    expect(tab).toContain('Begrundelse: Opgaven beder om ulovligt arbejde.');
    expect(tab).not.toContain('btn-finish');

    const restored = await admin.post(`/api/admin/opgaver/${jobId}/genaabn`, {
      reason: 'Fjernet ved en fejl.',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await wonJob(contactId)).toMatchObject({ removal: null });
  });
});
