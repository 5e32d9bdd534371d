// Rule (issue 32): a new e-mail address takes effect only once the link mailed to it (here through
// the local SMTP server) is opened — logged in or not. Until then the old address stays, the page
// shows the change waiting, and the old address is told. A link that was altered, has expired or
// whose address another account took meanwhile changes nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactChanges, users } from '../../db/schema/index.js';
import {
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
  type Agent,
  type TestAccount,
} from '../../test/helpers.js';
import { startSmtpServer, type TestSmtp } from '../../test/mail-servers.js';

let app: FastifyInstance;
let smtp: TestSmtp;
let kunde: TestAccount;
let agent: Agent;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({
    ...manyLogins,
    smtpUrl: smtp.url,
    publicUrl: 'https://opgavetorvet.example',
    deliveryIntervalMs: 3_600_000,
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
let address = 0;
beforeEach(async () => {
  kunde = await createAccount(app, 'user');
  agent = await loggedIn(app, kunde);
  address += 1;
  agent.ip = `10.0.1.${address}`;
  smtp.messages.length = 0;
});

const emailOf = async () =>
  (await app.db.select({ email: users.email }).from(users).where(eq(users.id, kunde.id)).get())?.email;
const toOf = (mail: TestSmtp['messages'][number]) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** Asks for the change and answers the confirmation link's path as mailed to the new address. */
async function linkMailedTo(email: string): Promise<string> {
  const asked = await agent.post('/api/bruger/profil/email', { email });
  expect(asked.statusCode).toBe(200);
  await app.delivery.drain();
  const mail = smtp.messages.find((m) => toOf(m) === email)!;
  expect(mail.subject).toBe('Bekræft din nye e-mail');
  const url = /https:\/\/opgavetorvet\.example(\/konto\/bekraeft-email\?\S+)/.exec(mail.text ?? '')![1];
  return url;
}

describe('a new e-mail address', () => {
  it('is mailed a link, and takes effect when the link is opened, even logged out', async () => {
    const link = await linkMailedTo('ny.adresse@example.dk');
    expect(smtp.messages.map(toOf)).toContain(kunde.email);
    expect(await emailOf()).toBe(kunde.email);
    expect((await agent.get('/api/bruger/profil')).json().pending.email).toEqual({
      value: 'ny.adresse@example.dk',
      expires_at: expect.any(Number),
    });

    const opened = await (await visitor(app)).get(link);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('https://opgavetorvet.example/bruger/profil?email=bekraeftet');
    expect(await emailOf()).toBe('ny.adresse@example.dk');
    expect((await agent.get('/api/bruger/profil')).json().pending.email).toBeNull();
    // The link confirms once.
    const again = await (await visitor(app)).get(link);
    expect(again.headers.location).toBe('https://opgavetorvet.example/bruger/profil?email=ugyldigt');
  });

  it('changes nothing for an altered, another account’s or an expired link', async () => {
    const link = new URL(`https://x${await linkMailedTo('anden@example.dk')}`);
    const other = await createAccount(app, 'user');
    const forged = [
      ['t', 'A'.repeat(43)],
      ['u', String(other.id)],
    ];
    for (const [name, value] of forged) {
      const altered = new URL(link);
      altered.searchParams.set(name, value);
      const opened = await (await visitor(app)).get(`${altered.pathname}${altered.search}`);
      expect(opened.headers.location).toBe('https://opgavetorvet.example/bruger/profil?email=ugyldigt');
    }
    await app.db
      .update(contactChanges)
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .where(eq(contactChanges.userId, kunde.id))
      .run();
    const expired = await (await visitor(app)).get(`${link.pathname}${link.search}`);
    expect(expired.headers.location).toBe('https://opgavetorvet.example/bruger/profil?email=ugyldigt');
    expect(await emailOf()).toBe(kunde.email);
  });

  it('refuses an address another profile has, and the own one, in Danish', async () => {
    const other = await createAccount(app, 'company');
    const taken = await agent.post('/api/bruger/profil/email', { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Der findes allerede en profil med denne e-mail.');
    const own = await agent.post('/api/bruger/profil/email', { email: kunde.email });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Det er allerede din e-mail.');
  });

  it('is not moved when another account took the address before the link was opened', async () => {
    const link = await linkMailedTo('snuppet@example.dk');
    await createAccount(app, 'user', { email: 'snuppet@example.dk' });
    const opened = await (await visitor(app)).get(link);
    expect(opened.headers.location).toBe('https://opgavetorvet.example/bruger/profil?email=ugyldigt');
    expect(await emailOf()).toBe(kunde.email);
  });

  it('sends a new link no sooner than a minute after the last', async () => {
    await linkMailedTo('hurtig@example.dk');
    const soon = await agent.post('/api/bruger/profil/email', { email: 'hurtig@example.dk' });
    expect(soon.statusCode).toBe(429);
  });
});
