// Rules of the forgotten password: a new 6-digit code, stored hashed, valid 1 hour, sent by e-mail
// and by SMS when a phone is known (through the outbox); the code sets a new password once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { outbox, sessions, users } from '../../db/schema/index.js';
import { createAccount, loggedIn, startTestApp, type TestAccount, visitor } from '../../test/helpers.js';
import { renderedOutbox } from '../../test/outbox.js';
import { RESET_CODE_MAX_TRIES } from './rules.js';
import { FREE_FAILURES } from './throttle.js';

let app: FastifyInstance;
let bruger: TestAccount;

beforeEach(async () => {
  app = await startTestApp();
  bruger = await createAccount(app, 'user', { name: 'Mette Hansen', phone: '+45 12345678' });
});
afterEach(() => app.close());

/** Asks for a code and reads it back from the mail in the outbox. */
async function requestCode(email: string, lang?: string): Promise<string> {
  const agent = await visitor(app);
  agent.lang = lang ?? null;
  const response = await agent.post('/bruger/sendmailforgotpassword', { email, from: 'bruger' });
  expect(response.json().success).toBe(true);
  const mail = (
    await (await renderedOutbox(app)).select().from(outbox).where(eq(outbox.channel, 'email')).all()
  ).at(-1)!;
  return /\b(\d{6})\b/.exec(mail.body!)![1]!;
}

describe('POST /bruger/sendmailforgotpassword', () => {
  it('sends a 6-digit code by e-mail and SMS, stores it hashed with a 1-hour expiry', async () => {
    const agent = await visitor(app);
    const response = await agent.post('/bruger/sendmailforgotpassword', {
      email: bruger.email,
      from: 'bruger',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, fb_email: false });

    const [mail, sms] = [
      (await (await renderedOutbox(app)).select().from(outbox).where(eq(outbox.channel, 'email')).get())!,
      (await (await renderedOutbox(app)).select().from(outbox).where(eq(outbox.channel, 'sms')).get())!,
    ];
    expect(mail).toMatchObject({
      recipient: bruger.email,
      subject: 'Din kode til Opgavetorvet',
      status: 'queued',
    });
    const code = /\b(\d{6})\b/.exec(mail.body!)![1]!;
    expect(mail.body).toContain('Hej Mette Hansen');
    expect(sms).toMatchObject({ recipient: '+45 12345678' });
    expect(sms.body).toContain(code);

    const user = (await app.db.select().from(users).where(eq(users.id, bruger.id)).get())!;
    expect(user.resetCode).toMatch(/^\$argon2id\$/);
    expect(user.resetCode).not.toContain(code);
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect(Math.abs(user.resetCodeExpiresAt! - inAnHour)).toBeLessThanOrEqual(2);
  });

  it('sends no SMS when no phone is known', async () => {
    const noPhone = await createAccount(app, 'user', { phone: null });
    await requestCode(noPhone.email);
    expect(
      await (await renderedOutbox(app)).select().from(outbox).where(eq(outbox.channel, 'sms')).all(),
    ).toHaveLength(0);
  });

  it('writes the mail in English for lang=en', async () => {
    await requestCode(bruger.email, 'en');
    expect(
      (await (await renderedOutbox(app)).select().from(outbox).where(eq(outbox.channel, 'email')).get())!
        .subject,
    ).toBe('Your Opgavetorvet code');
  });

  it('answers success false when no profile has the e-mail, and sends nothing', async () => {
    const agent = await visitor(app);
    const response = await agent.post('/bruger/sendmailforgotpassword', { email: 'ingen@test.dk' });
    expect(response.json()).toEqual({ success: false, fb_email: false });
    expect(await (await renderedOutbox(app)).select().from(outbox).all()).toHaveLength(0);
  });

  it('answers fb_email true for a profile created by social login', async () => {
    const social = await createAccount(app, 'user', { fbUserId: '99887766' });
    const agent = await visitor(app);
    const response = await agent.post('/bruger/sendmailforgotpassword', { email: social.email });
    expect(response.json()).toEqual({ success: true, fb_email: true });
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password with the code, and the code works once', async () => {
    const code = await requestCode(bruger.email);
    const agent = await visitor(app);
    const body = { email: bruger.email, code, password: 'nyt-kodeord-1' };
    const response = await agent.post('/api/password/reset', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await agent.login({ email: bruger.email, password: 'nyt-kodeord-1' })).statusCode).toBe(200);
    expect((await agent.post('/api/password/reset', body)).statusCode).toBe(400);
  });

  it('ends every session of the account', async () => {
    const elsewhere = await loggedIn(app, bruger);
    const code = await requestCode(bruger.email);
    await (
      await visitor(app)
    ).post('/api/password/reset', { email: bruger.email, code, password: 'nyt-kodeord-1' });
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, bruger.id)).all()).toHaveLength(0);
    expect((await elsewhere.refreshSession()).user).toBeNull();
  });

  it('clears the cookie of the session it ended, so the next login in that browser keeps its own', async () => {
    const browser = await loggedIn(app, bruger);
    const code = await requestCode(bruger.email);
    const reset = await browser.post('/api/password/reset', {
      email: bruger.email,
      code,
      password: 'nyt-kodeord-1',
    });
    expect(reset.statusCode).toBe(200);
    const sid = (reset.cookies as { name: string; value: string; expires?: Date }[]).find(
      (cookie) => cookie.name === 'sid',
    );
    expect(sid?.value ?? 'kept').toBe('');
    expect(browser.sid).toBeNull();
  });

  it('refuses a wrong code with the reset-code text', async () => {
    await requestCode(bruger.email);
    const agent = await visitor(app);
    const response = await agent.post('/api/password/reset', {
      email: bruger.email,
      code: '000000',
      password: 'nyt-kodeord-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Koden er forkert eller udløbet. Bed om en ny kode.',
    });
  });

  it('refuses a code older than 1 hour', async () => {
    const code = await requestCode(bruger.email);
    await app.db
      .update(users)
      .set({ resetCodeExpiresAt: Math.floor(Date.now() / 1000) - 1 })
      .where(eq(users.id, bruger.id))
      .run();
    const agent = await visitor(app);
    const response = await agent.post('/api/password/reset', {
      email: bruger.email,
      code,
      password: 'nyt-kodeord-1',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const code = await requestCode(bruger.email);
    const agent = await visitor(app);
    const response = await agent.post('/api/password/reset', { email: bruger.email, code, password: 'kort' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'validation_errors',
      messages: ['Adgangskoden skal være mindst 8 tegn'],
    });
  });

  it(`makes an address that guessed ${FREE_FAILURES} wrong codes wait (429), even with the right one`, async () => {
    const code = await requestCode(bruger.email);
    const agent = await visitor(app);
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      await agent.post('/api/password/reset', {
        email: bruger.email,
        code: `00000${i}`,
        password: 'nyt-kodeord-1',
      });
    }
    const response = await agent.post('/api/password/reset', {
      email: bruger.email,
      code,
      password: 'nyt-kodeord-1',
    });
    expect(response.statusCode).toBe(429);
  });

  it(`voids the code after ${RESET_CODE_MAX_TRIES} wrong tries spread over many addresses`, async () => {
    const code = await requestCode(bruger.email);
    for (let i = 0; i < RESET_CODE_MAX_TRIES; i += 1) {
      const guesser = await visitor(app);
      guesser.ip = `203.0.113.${i + 1}`;
      const wrong = await guesser.post('/api/password/reset', {
        email: bruger.email,
        code: `10000${i}`,
        password: 'nyt-kodeord-1',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const owner = await visitor(app);
    owner.ip = '198.51.100.4';
    const late = await owner.post('/api/password/reset', {
      email: bruger.email,
      code,
      password: 'nyt-kodeord-1',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      type: 'error',
      message: 'Koden er forkert eller udløbet. Bed om en ny kode.',
    });
    const fresh = await requestCode(bruger.email);
    expect(
      (
        await owner.post('/api/password/reset', {
          email: bruger.email,
          code: fresh,
          password: 'nyt-kodeord-1',
        })
      ).statusCode,
    ).toBe(200);
  });
});
