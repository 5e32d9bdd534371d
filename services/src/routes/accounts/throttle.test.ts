// Rule: wrong passwords are throttled by account and address together, with a growing wait, so
// nobody can lock an account they do not hold: after 5 wrong tries from one address that address
// waits 30 s, then 1, 2, 4, 8 and at most 15 minutes, while the owner from her own address still
// gets in. The profile confirm and the reset code share the count; a reset code is void after 5
// wrong tries from any addresses.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginAttempts } from '../../db/schema/index.js';
import {
  type Agent,
  buildTestApp,
  createAccount,
  manyLogins,
  type TestAccount,
  visitor,
} from '../../test/helpers.js';
import { FREE_FAILURES, waitAfter } from './throttle.js';
import { nowSeconds } from '../../lib/danish.js';

let app: FastifyInstance;
let bruger: TestAccount;

beforeEach(async () => {
  app = await buildTestApp(manyLogins);
  bruger = await createAccount(app, 'user');
});
afterEach(() => app.close());

async function from(ip: string): Promise<Agent> {
  const agent = await visitor(app);
  agent.ip = ip;
  return agent;
}

/** Wrong tries written as if made `secondsAgo` from this address. */
async function pastFailures(email: string, ip: string, count: number, secondsAgo: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await app.db
      .insert(loginAttempts)
      .values({ email, ip, success: false, createdAt: nowSeconds() - secondsAgo })
      .run();
  }
}

describe('throttling wrong passwords by account and address', () => {
  it('waits 30 s after 5 wrong tries and doubles the wait with each further one, up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 20].map(waitAfter)).toEqual([0, 30, 60, 120, 240, 480, 900, 900]);
  });

  it('makes the address that guessed wait, even with the right password, and says how long', async () => {
    const attacker = await from('203.0.113.7');
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect((await attacker.login({ email: bruger.email, password: `forkert-${i}` })).statusCode).toBe(401);
    }
    const response = await attacker.login(bruger);
    expect(response.statusCode).toBe(429);
    // 30 s from the last failure (a busy machine may have spent a second or two since).
    const wait = Number(response.headers['retry-after']);
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
    expect(response.json()).toMatchObject({
      type: 'error',
      text: `For mange forkerte forsøg fra denne adresse. Vent ${wait} sekunder, og prøv igen.`,
    });
    expect((await attacker.refreshSession()).user).toBeNull();
  });

  it('lets the owner in from her own address while another address is made to wait', async () => {
    const attacker = await from('203.0.113.7');
    for (let i = 0; i < 3 * FREE_FAILURES; i += 1)
      await attacker.login({ email: bruger.email, password: 'forkert' });
    await pastFailures(bruger.email, '203.0.113.7', 20, 60);
    const owner = await from('198.51.100.4');
    const response = await owner.login(bruger);
    expect(response.statusCode).toBe(200);
    expect((await attacker.login(bruger)).statusCode).toBe(429);
  });

  it('lets the address try again when the wait is over, and waits longer after the next failure', async () => {
    const ip = '203.0.113.9';
    await pastFailures(bruger.email, ip, FREE_FAILURES, 31);
    const agent = await from(ip);
    expect((await agent.login({ email: bruger.email, password: 'forkert' })).statusCode).toBe(401);
    const waiting = await agent.login(bruger);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().text).toBe(
      'For mange forkerte forsøg fra denne adresse. Vent 1 minut, og prøv igen.',
    );
  });

  it('forgets failures after an hour and counts afresh after a success from that address', async () => {
    const ip = '203.0.113.10';
    await pastFailures(bruger.email, ip, 10, 61 * 60);
    const agent = await from(ip);
    expect((await agent.login(bruger)).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES - 1; i += 1)
      await agent.login({ email: bruger.email, password: 'forkert' });
    expect((await agent.login(bruger)).statusCode).toBe(200);
    await agent.login({ email: bruger.email, password: 'forkert' });
    expect((await agent.login(bruger)).statusCode).toBe(200);
  });

  it('does not touch another account from the same address', async () => {
    const agent = await from('203.0.113.11');
    for (let i = 0; i < FREE_FAILURES; i += 1)
      await agent.login({ email: bruger.email, password: 'forkert' });
    const other = await createAccount(app, 'user');
    expect((await agent.login(other)).statusCode).toBe(200);
  });

  it('speaks English to an English visitor', async () => {
    const agent = await from('203.0.113.12');
    agent.lang = 'en';
    await pastFailures(bruger.email, '203.0.113.12', FREE_FAILURES + 5, 10);
    const response = await agent.login(bruger);
    expect(response.json().text).toBe(
      'Too many wrong attempts from this address. Please wait 15 minutes and try again.',
    );
  });

  it('shares the count with the profile confirm, which is throttled the same way', async () => {
    const agent = await from('203.0.113.13');
    for (let i = 0; i < FREE_FAILURES; i += 1)
      await agent.login({ email: bruger.email, password: 'forkert' });
    const confirm = { search_email: bruger.email, password_confirm: bruger.password };
    const response = await agent.post('/bruger/data_acknowledgment', confirm);
    expect(response.statusCode).toBe(429);
    // 30 s from the last failure (a busy machine may have spent a second or two since).
    expect(response.json()).toEqual({
      type: 'error',
      message: expect.stringMatching(
        /^For mange forkerte forsøg fra denne adresse\. Vent (2[6-9]|30) sekunder, og prøv igen\.$/,
      ),
    });
    expect((await (await from('198.51.100.4')).post('/bruger/data_acknowledgment', confirm)).json()).toEqual({
      success: true,
      pass: true,
    });
  });
});
