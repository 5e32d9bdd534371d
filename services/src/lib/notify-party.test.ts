// Rule: every step the other side must know puts an e-mail and, where a phone is known, an SMS into
// the outbox in Danish; a company is texted on its notification phone when it has set one.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, outbox } from '../db/schema/index.js';
import { createAccount, startTestApp } from '../test/helpers.js';
import { CUSTOMER_TEXTS, JOB_EVENTS, notifyParty } from './notify-party.js';
import { renderedOutbox } from '../test/outbox.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sentTo = async (recipient: string) =>
  (await renderedOutbox(app)).select().from(outbox).where(eq(outbox.recipient, recipient)).all();
const params = {
  headline: 'Nyt tag',
  company: 'Tag & Co',
  reason: 'Kunden flyttede',
  price: '12.500,00',
  message: 'Hej',
};

describe('notifyParty', () => {
  it('has a Danish subject, mail text and SMS text for every event, with the values filled in', () => {
    for (const event of [...JOB_EVENTS, ...CUSTOMER_TEXTS]) {
      for (const part of ['subject', 'text', 'sms', 'button']) {
        const key = `mail:::events::${event}::${part}`;
        const text = app.translate('da-DK', key, { name: 'Mette', ...params });
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/\{\{|events::/);
      }
    }
  });

  it('mails and texts a customer in Danish on her account phone', async () => {
    const customer = await createAccount(app, 'user', { name: 'Mette', phone: '22334455' });
    await notifyParty(app, customer.id, 'job_finished', params, '/bruger/opgave/7');
    const [mail, sms] = (await sentTo(customer.email)).concat(await sentTo('22334455'));
    expect(mail).toMatchObject({ channel: 'email', subject: 'Din opgave er afsluttet' });
    expect(mail.body).toContain('Tag & Co har afsluttet opgaven "Nyt tag" til en pris af 12.500,00 kr.');
    expect(sms).toMatchObject({ channel: 'sms', body: 'Tag & Co har afsluttet "Nyt tag" (12.500,00 kr.).' });
    expect(mail.body).toContain('Se opgaven: http://localhost:3000/bruger/opgave/7');
    expect(mail.html).toContain('<a href="http://localhost:3000/bruger/opgave/7"');
  });

  it('sends only the e-mail when no phone is known', async () => {
    const smsCount = async () =>
      (await (await renderedOutbox(app)).select().from(outbox).where(eq(outbox.channel, 'sms')).all()).length;
    const before = await smsCount();
    const customer = await createAccount(app, 'user', { phone: null });
    await notifyParty(app, customer.id, 'new_bid', params, '/bruger/opgave/7');
    expect(await sentTo(customer.email)).toMatchObject([
      { channel: 'email', subject: 'Nyt tilbud på din opgave' },
    ]);
    expect(await smsCount()).toBe(before);
  });

  it("texts a company on its notification phone when it has one, else on the owner's phone", async () => {
    const company = await createAccount(app, 'company', { phone: '30303030' });
    await notifyParty(app, company.id, 'supplier_chosen', params, '/firma/opgaver/dine-vundne-opgaver');
    expect(await sentTo('30303030')).toHaveLength(1);
    await app.db
      .update(companies)
      .set({ notifyPhone: '40404040' })
      .where(eq(companies.id, company.companyId ?? 0))
      .run();
    await notifyParty(app, company.id, 'supplier_chosen', params, '/firma/opgaver/dine-vundne-opgaver');
    expect(await sentTo('40404040')).toMatchObject([
      { channel: 'sms', body: 'I har vundet opgaven "Nyt tag". Bekræft den på Opgavetorvet.' },
    ]);
    expect(await sentTo('30303030')).toHaveLength(1);
  });
});
