// Rule (issue 32): a new phone number takes effect only once the 6-digit code texted to it (through
// GatewayAPI; here its local stand-in) is typed. Until then the old number stays and the page shows
// the change waiting. The code expires, allows five wrong tries, and codes are sent at most once a
// minute and five times an hour.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactChanges, users } from '../../db/schema/index.js';
import {
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  type Agent,
  type TestAccount,
} from '../../test/helpers.js';
import { startSmsGateway, type TestGateway } from '../../test/mail-servers.js';

let app: FastifyInstance;
let gateway: TestGateway;
let kunde: TestAccount;
let agent: Agent;

beforeAll(async () => {
  gateway = await startSmsGateway();
  app = await startTestApp({
    ...manyLogins,
    smsApiUrl: gateway.url,
    smsApiToken: 'gw-token',
    deliveryIntervalMs: 3_600_000,
  });
});
afterAll(async () => {
  await app.close();
  await gateway.close();
});
let address = 0;
beforeEach(async () => {
  kunde = await createAccount(app, 'user', { phone: '20202020' });
  agent = await loggedIn(app, kunde);
  // Each test from its own address: the per-address limit of sending calls is not what is tested.
  address += 1;
  agent.ip = `10.0.0.${address}`;
  gateway.calls.length = 0;
});

const phoneOf = async () =>
  (await app.db.select({ phone: users.phone }).from(users).where(eq(users.id, kunde.id)).get())?.phone;

/** Asks for a code to `phone` and answers the code the stand-in gateway was given to text. */
async function codeSentTo(phone: string): Promise<string> {
  const asked = await agent.post('/api/bruger/profil/telefon', { phone });
  expect(asked.statusCode).toBe(200);
  await app.delivery.drain();
  const call = gateway.calls.at(-1)!;
  expect(call.body.recipients).toEqual([{ msisdn: Number(`45${phone.replace(/\D/g, '')}`) }]);
  return /(\d{6})/.exec(call.body.message)![1];
}

const moveChange = (values: Partial<typeof contactChanges.$inferInsert>) =>
  app.db.update(contactChanges).set(values).where(eq(contactChanges.userId, kunde.id)).run();

describe('a new phone number', () => {
  it('is texted a 6-digit code and takes effect only when the code is typed', async () => {
    const code = await codeSentTo('30 30 30 30');
    expect(gateway.calls.at(-1)!.body.message).toBe(
      `Din kode til Opgavetorvet er ${code}. Den gælder i 10 minutter.`,
    );
    expect(await phoneOf()).toBe('20202020');
    const page = (await agent.get('/api/bruger/profil')).json();
    expect(page.profile.phone).toBe('20202020');
    expect(page.pending.phone).toEqual({ value: '30 30 30 30', expires_at: expect.any(Number) });

    const confirmed = await agent.post('/api/bruger/profil/telefon/bekraeft', { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Dit nye telefonnummer er bekræftet og gælder nu.');
    expect(await phoneOf()).toBe('30 30 30 30');
    expect((await agent.get('/api/bruger/profil')).json().pending.phone).toBeNull();
  });

  it('refuses a wrong code in Danish, counting the tries, and voids the code after five', async () => {
    const code = await codeSentTo('31313131');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await agent.post('/api/bruger/profil/telefon/bekraeft', { code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('Koden er forkert. Du har 4 forsøg tilbage.');
    for (let i = 0; i < 4; i += 1) await agent.post('/api/bruger/profil/telefon/bekraeft', { code: wrong });
    const late = await agent.post('/api/bruger/profil/telefon/bekraeft', { code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Koden gælder ikke længere. Bed om en ny kode.');
    expect(await phoneOf()).toBe('20202020');
  });

  it('refuses an expired code', async () => {
    const code = await codeSentTo('32323232');
    await moveChange({ expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const refused = await agent.post('/api/bruger/profil/telefon/bekraeft', { code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Koden gælder ikke længere. Bed om en ny kode.');
    expect(await phoneOf()).toBe('20202020');
  });

  it('refuses a code of the wrong shape and the number already held', async () => {
    await codeSentTo('33333333');
    const shape = await agent.post('/api/bruger/profil/telefon/bekraeft', { code: '12345' });
    expect(shape.statusCode).toBe(400);
    const same = await agent.post('/api/bruger/profil/telefon', { phone: '20 20 20 20' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Det er allerede dit telefonnummer.');
  });

  it('sends a new code no sooner than a minute after the last, and five an hour', async () => {
    await codeSentTo('34343434');
    const soon = await agent.post('/api/bruger/profil/telefon', { phone: '34343434' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Vent \d+ sekunder, før du beder om en ny\.$/);
    for (let sent = 1; sent < 5; sent += 1) {
      await moveChange({ lastSentAt: 0 });
      expect((await agent.post('/api/bruger/profil/telefon', { phone: '34343434' })).statusCode).toBe(200);
    }
    await moveChange({ lastSentAt: 0 });
    const sixth = await agent.post('/api/bruger/profil/telefon', { phone: '34343434' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Du har bedt om for mange koder eller links. Prøv igen om en time.');
    await app.delivery.drain();
    expect(gateway.calls).toHaveLength(5);
  });

  it('a code asked again replaces the earlier one', async () => {
    const first = await codeSentTo('35353535');
    await moveChange({ lastSentAt: 0 });
    const second = await codeSentTo('35353535');
    if (first !== second) {
      const old = await agent.post('/api/bruger/profil/telefon/bekraeft', { code: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await agent.post('/api/bruger/profil/telefon/bekraeft', { code: second })).statusCode).toBe(200);
  });
});
