// Rule (issue 32): notice settings per kind (offers, messages, reminders, review requests, news) and
// channel (e-mail, SMS), stored per person — customers and a company's contact person — and every
// sender of a kind respects them: a kind switched off on a channel is not queued there, the other
// channel and other kinds still are, and notices of no kind (a decision about an agreement) always
// go. News is off until the person says yes. The unsubscribe link of an alert switches its kind's
// e-mail off and, in the person's own logged-in browser, lands on these settings saying so.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeSettings } from '@opgavetorvet/contracts';
import { outbox } from '../../db/schema/index.js';
import { notifyParty } from '../../lib/notify-party.js';
import { unsubscribeUrl } from '../../lib/notices/unsubscribe.js';
import {
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
  type TestAccount,
} from '../../test/helpers.js';
import { renderedOutbox } from '../../test/outbox.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startTestApp({ ...manyLogins, publicUrl: 'https://opgavetorvet.example' });
});
afterAll(() => app.close());

const all = (on: boolean) => ({ email: on, sms: on });
const defaults: NoticeSettings = {
  offers: all(true),
  messages: all(true),
  reminders: all(true),
  review_requests: all(true),
  news: all(false),
};

let phones = 40404040;
/** An account with a phone of its own (its SMS are told apart), logged in, with these settings saved. */
async function personWith(role: 'user' | 'company', settings?: Partial<NoticeSettings>) {
  phones += 1;
  const account = { ...(await createAccount(app, role, { phone: String(phones) })), phone: String(phones) };
  const agent = await loggedIn(app, account);
  if (settings) {
    const saved = await agent.post('/api/konto/notifikationer', { settings: { ...defaults, ...settings } });
    expect(saved.statusCode).toBe(200);
  }
  return { account, agent };
}

const queued = async (account: TestAccount & { phone: string }, channel: 'email' | 'sms') =>
  (await renderedOutbox(app))
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, channel),
        eq(outbox.recipient, channel === 'email' ? account.email : account.phone),
      ),
    )
    .all();

describe('GET and POST /api/konto/notifikationer', () => {
  it('answers every kind on both channels, on by default except news', async () => {
    const { agent } = await personWith('user');
    const reply = await agent.get('/api/konto/notifikationer');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ settings: defaults });
  });

  it('stores the choices per person, for a customer and a company alike', async () => {
    const choices = { ...defaults, messages: { email: true, sms: false }, news: { email: true, sms: false } };
    for (const role of ['user', 'company'] as const) {
      const { agent } = await personWith(role, choices);
      expect((await agent.get('/api/konto/notifikationer')).json()).toEqual({ settings: choices });
    }
    const { agent: someoneElse } = await personWith('user');
    expect((await someoneElse.get('/api/konto/notifikationer')).json()).toEqual({ settings: defaults });
  });

  it('refuses settings missing a kind or naming another, and a visitor', async () => {
    const { agent } = await personWith('user');
    const { news: _news, ...missing } = defaults;
    expect((await agent.post('/api/konto/notifikationer', { settings: missing })).statusCode).toBe(400);
    const extra = { ...defaults, spam: all(true) };
    expect((await agent.post('/api/konto/notifikationer', { settings: extra })).statusCode).toBe(400);
    expect((await (await visitor(app)).get('/api/konto/notifikationer')).statusCode).toBe(401);
  });
});

describe('the senders respect the settings', () => {
  it("offers by SMS off: a new offer's mail is queued, its SMS is not", async () => {
    const { account } = await personWith('user', { offers: { email: true, sms: false } });
    await notifyParty(
      app,
      account.id,
      'new_bid',
      { headline: 'Nyt tag', company: 'Tømrer A/S' },
      '/bruger/opgave/1',
    );
    expect(await queued(account, 'email')).toHaveLength(1);
    expect(await queued(account, 'sms')).toHaveLength(0);
  });

  it('messages by e-mail off: no mail of a new message, but its SMS and the mail of an offer', async () => {
    const { account } = await personWith('company', { messages: { email: false, sms: true } });
    await notifyParty(
      app,
      account.id,
      'new_message',
      { headline: 'Nyt tag', sender: 'Mette' },
      '/firma/beskeder',
    );
    expect(await queued(account, 'email')).toHaveLength(0);
    expect(await queued(account, 'sms')).toHaveLength(1);
    await notifyParty(app, account.id, 'bid_declined', { headline: 'Nyt tag' }, '/firma/opgaver');
    expect(await queued(account, 'email')).toHaveLength(1);
  });

  it('a notice of no kind (the company was chosen) goes whatever is switched off', async () => {
    const off = { email: false, sms: false };
    const { account } = await personWith('company', { offers: off, messages: off, reminders: off });
    await notifyParty(app, account.id, 'supplier_chosen', { headline: 'Nyt tag' }, '/firma/opgaver');
    expect(await queued(account, 'email')).toHaveLength(1);
    expect(await queued(account, 'sms')).toHaveLength(1);
  });

  it('review requests by e-mail off: the reminder to review and a company’s review request are not mailed', async () => {
    const { account } = await personWith('user', { review_requests: { email: false, sms: true } });
    await app.mailer.send({
      to: account.email,
      subject: 'Anmeld firmaet',
      text: 'Hvordan gik det?',
      unsubscribe: { userId: account.id, kind: 'review_request' },
    });
    const firma = await loggedIn(app, await createAccount(app, 'company'));
    const sent = await firma.post('/ajax/firma/sendemailreview', { regArray: account.email }, { form: true });
    expect(sent.statusCode).toBe(200);
    expect(await queued(account, 'email')).toHaveLength(0);
  });
});

describe('the unsubscribe link of an alert', () => {
  const linkOf = (userId: number) =>
    unsubscribeUrl('https://opgavetorvet.example', app.linkSigner, userId, 'job_alert').replace(
      'https://opgavetorvet.example',
      '',
    );

  it("lands the person's own logged-in browser on the settings with that kind's e-mail off", async () => {
    const { account, agent } = await personWith('company');
    const opened = await agent.get(linkOf(account.id));
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(
      'https://opgavetorvet.example/firma/konto?afmeldt=offers#notifikationer',
    );
    expect((await agent.get('/api/konto/notifikationer')).json().settings.offers).toEqual({
      email: false,
      sms: true,
    });
  });

  it('logged out, turns it off and links to the settings page', async () => {
    const { account, agent } = await personWith('user');
    const page = await (await visitor(app)).get(linkOf(account.id));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Du er afmeldt');
    expect(page.body).toContain('href="https://opgavetorvet.example/bruger/profil#notifikationer"');
    expect((await agent.get('/api/konto/notifikationer')).json().settings.offers.email).toBe(false);
  });
});
