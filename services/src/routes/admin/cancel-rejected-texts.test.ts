// When the administrator rejects a company's cancellation request, each side is told in its own
// words: the company that its job is 'igen vundet', the customer that her job goes on with the
// company — never the company's wording — by mail and by SMS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminAgent } from '../../test/admin-login.js';
import { manyLogins, startTestApp } from '../../test/helpers.js';
import { marketplace, pendingCancellation, type Marketplace } from '../../test/job-fixtures.js';
import { renderedOutbox } from '../../test/outbox.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 1);
});
afterAll(() => app.close());

const latest = async (recipient: string, channel: 'email' | 'sms') =>
  sqlOne<{ subject: string | null; body: string }>(
    await renderedOutbox(app),
    'select subject, body from outbox where recipient = ? and channel = ? order by id desc limit 1',
    recipient,
    channel,
  );

describe('a rejected cancellation request', () => {
  it("tells the customer her job goes on with the company, and the company that it is 'igen vundet'", async () => {
    const { id } = await pendingCancellation(app, m);
    const admin = await adminAgent(app);
    const response = await admin.post(`/api/admin/annulleringer/${id}/beslutning`, {
      decision: 'reject',
      reason: 'Der er aftalt en startdato.',
    });
    expect(response.statusCode).toBe(200);

    const customerMail = await latest(m.customer.email, 'email');
    expect(customerMail.subject).toBe('Annulleringen er afvist');
    expect(customerMail.body).toContain('Opgavetorvet har afvist annulleringen. Opgaven fortsætter med');
    expect(customerMail.body).toContain('Der er aftalt en startdato.');
    expect(customerMail.body).not.toContain('igen vundet');
    const customerSms = await latest('20202020', 'sms');
    expect(customerSms.body).toMatch(/er afvist\. Opgaven fortsætter med .+\.$/);

    const companyMail = await latest(m.companies[0].email, 'email');
    expect(companyMail.subject).toBe('Annulleringen er afvist');
    expect(companyMail.body).toContain('er afvist, og opgaven er igen vundet.');
    expect(companyMail.body).not.toContain('Opgaven fortsætter med');
  });
});
