// Rules of retention (issue 32): every night at 03:20 the scheduler removes what the privacy policy
// keeps for a limited time, by the periods it states (the contracts' RETENTION): expired sessions
// (a live one stays logged in), log-in attempts after 30 days, delivered e-mails and SMS after 30
// days and failed ones after 90 (queued ones never), unconfirmed contact changes once expired and a
// day past their last sending, expired password codes. Each night's clock is the scheduler's `now`.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION, daysInSeconds } from '@opgavetorvet/contracts';
import { contactChanges, loginAttempts, outbox, sessions, users } from '../../db/schema/index.js';
import { RETENTION_PATTERN } from '../../plugins/app/retention.js';
import { ABSOLUTE_TIMEOUT_SECONDS, IDLE_TIMEOUT_SECONDS } from '../../plugins/external/session-store.js';
import { nowSeconds } from '../danish.js';
import { UNATTACHED_MAX_SECONDS } from '../files/sweep.js';
import { latestOccurrence } from '../scheduler/schedule.js';
import { createAccount, loggedIn, sessionRowOf, startTestApp } from '../../test/helpers.js';

const DAY = daysInSeconds(1);
const HOUR = 60 * 60;

let app: FastifyInstance;
/** The night of the last run: each test runs the task on the next one, its rows dated from it. */
let night = 0;

beforeAll(async () => {
  app = await startTestApp();
  // The tasks' first look, at the real clock; the nights after it are due.
  await app.scheduler.runDue(nowSeconds());
  night = latestOccurrence(RETENTION_PATTERN, nowSeconds())!;
});
afterAll(() => app.close());

/** Runs the scheduler at the next 03:20 and returns that night's time; the retention task ran. */
async function nextNight(): Promise<number> {
  night = latestOccurrence(RETENTION_PATTERN, night + DAY + HOUR)!;
  expect(await app.scheduler.runDue(night)).toContain('retention');
  return night;
}

/** The night the next run will be at. */
const comingNight = () => latestOccurrence(RETENTION_PATTERN, night + DAY + HOUR)!;

describe('the retention task', () => {
  it('runs every night at 03:20 Danish time, once a night', async () => {
    const ran = await nextNight();
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Copenhagen',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(clock.format(ran * 1000)).toBe('03:20');
    expect(await app.scheduler.runDue(ran + 60)).not.toContain('retention');
    expect(await app.scheduler.runDue(ran + 23 * HOUR)).not.toContain('retention');
  });

  it('states the periods the service keeps: the session time-outs and the unattached uploads', () => {
    expect(RETENTION.sessionIdleHours * HOUR).toBe(IDLE_TIMEOUT_SECONDS);
    expect(daysInSeconds(RETENTION.sessionMaxDays)).toBe(ABSOLUTE_TIMEOUT_SECONDS);
    expect(RETENTION.unattachedUploadHours * HOUR).toBe(UNATTACHED_MAX_SECONDS);
  });
});

describe('what the retention task removes', () => {
  it('removes sessions past their idle or absolute time-out; a live session stays logged in', async () => {
    const account = await createAccount(app, 'user');
    const idle = await loggedIn(app, account);
    const old = await loggedIn(app, account);
    const live = await loggedIn(app, account);
    const at = comingNight();
    const rowOf = async (agent: typeof idle) => (await sessionRowOf(app, agent))!.id;
    const [idleId, oldId, liveId] = [await rowOf(idle), await rowOf(old), await rowOf(live)];
    const set = (id: string, times: Partial<typeof sessions.$inferInsert>) =>
      app.db.update(sessions).set(times).where(eq(sessions.id, id)).run();
    await set(idleId, { idleExpiresAt: at - 60, absoluteExpiresAt: at + DAY });
    await set(oldId, { idleExpiresAt: at + HOUR, absoluteExpiresAt: at - 60 });
    await set(liveId, { idleExpiresAt: at + HOUR, absoluteExpiresAt: at + DAY });

    await nextNight();
    const left = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [idleId, oldId, liveId]))
      .all();
    expect(left.map((row) => row.id)).toEqual([liveId]);
    expect((await live.get('/api/session')).json()).toMatchObject({ user: { id: account.id } });
  });

  it(`removes log-in attempts older than ${RETENTION.loginAttemptDays} days`, async () => {
    const at = comingNight();
    const limit = at - daysInSeconds(RETENTION.loginAttemptDays);
    await app.db
      .insert(loginAttempts)
      .values([
        { email: 'gammel@test.dk', ip: '10.0.0.1', success: false, createdAt: limit - 60 },
        { email: 'ny@test.dk', ip: '10.0.0.2', success: true, createdAt: limit + 60 },
      ])
      .run();

    await nextNight();
    const emails = await app.db
      .select({ email: loginAttempts.email })
      .from(loginAttempts)
      .where(inArray(loginAttempts.email, ['gammel@test.dk', 'ny@test.dk']))
      .all();
    expect(emails).toEqual([{ email: 'ny@test.dk' }]);
  });

  it(`removes delivered e-mails and SMS after ${RETENTION.sentMessageDays} days and failed ones after ${RETENTION.failedMessageDays}, never queued ones`, async () => {
    const at = comingNight();
    const sentLimit = at - daysInSeconds(RETENTION.sentMessageDays);
    const failedLimit = at - daysInSeconds(RETENTION.failedMessageDays);
    const row = (recipient: string, status: 'queued' | 'sent' | 'failed', createdAt: number) => ({
      channel: 'email' as const,
      recipient,
      subject: 'Emne',
      body: 'Tekst',
      status,
      createdAt,
      sentAt: status === 'sent' ? createdAt + 60 : null,
    });
    await app.db
      .insert(outbox)
      .values([
        row('sendt-gammel@test.dk', 'sent', sentLimit - 120),
        row('sendt-ny@test.dk', 'sent', sentLimit + 60),
        row('fejlet-mellem@test.dk', 'failed', sentLimit - 120),
        row('fejlet-gammel@test.dk', 'failed', failedLimit - 60),
        row('i-koe@test.dk', 'queued', failedLimit - 60),
      ])
      .run();

    await nextNight();
    const left = await app.db.select({ recipient: outbox.recipient }).from(outbox).all();
    expect(left.map((r) => r.recipient).sort()).toEqual([
      'fejlet-mellem@test.dk',
      'i-koe@test.dk',
      'sendt-ny@test.dk',
    ]);
  });

  it('removes an unconfirmed change of phone or e-mail once expired and a day past its last sending', async () => {
    const expired = await createAccount(app, 'user');
    const recentlySent = await createAccount(app, 'user');
    const waiting = await createAccount(app, 'user');
    const at = comingNight();
    const change = (userId: number, expiresAt: number, lastSentAt: number) => ({
      userId,
      field: 'email' as const,
      newValue: `ny${userId}@test.dk`,
      secretHash: 'hash',
      expiresAt,
      windowStartsAt: lastSentAt,
      lastSentAt,
    });
    const sentLimit = at - daysInSeconds(RETENTION.unconfirmedChangeDays);
    await app.db
      .insert(contactChanges)
      .values([
        change(expired.id, at - HOUR, sentLimit - 60),
        change(recentlySent.id, at - HOUR, sentLimit + 60),
        change(waiting.id, at + HOUR, sentLimit - 60),
      ])
      .run();

    await nextNight();
    const left = await app.db
      .select({ userId: contactChanges.userId })
      .from(contactChanges)
      .where(inArray(contactChanges.userId, [expired.id, recentlySent.id, waiting.id]))
      .all();
    expect(left.map((r) => r.userId).sort((a, b) => a - b)).toEqual([recentlySent.id, waiting.id]);
  });

  it('clears a password code past its expiry and keeps a live one', async () => {
    const expired = await createAccount(app, 'user');
    const live = await createAccount(app, 'user');
    const at = comingNight();
    const code = (id: number, expiresAt: number) =>
      app.db
        .update(users)
        .set({ resetCode: 'hash', resetCodeExpiresAt: expiresAt, resetCodeFailures: 2 })
        .where(eq(users.id, id))
        .run();
    await code(expired.id, at - 60);
    await code(live.id, at + HOUR);

    await nextNight();
    const codes = await app.db
      .select({ id: users.id, code: users.resetCode, failures: users.resetCodeFailures })
      .from(users)
      .where(inArray(users.id, [expired.id, live.id]))
      .all();
    expect(codes.sort((a, b) => a.id - b.id)).toEqual([
      { id: expired.id, code: null, failures: 0 },
      { id: live.id, code: 'hash', failures: 2 },
    ]);
  });
});
