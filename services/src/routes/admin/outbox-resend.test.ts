// POST /api/admin/udbakke/:id/send-igen: the administrator sends a failed notice again — it is
// queued with its tries from zero, the action is audit-logged, and the worker sends it once to the
// real SMTP server; a row that has not failed is refused and never sent twice; only the
// administrator may call it.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../db/schema/index.js';
import { adminLogin } from '../../test/admin-login.js';
import { type Agent, createAccount, loggedIn, startTestApp, visitor } from '../../test/helpers.js';
import { startSmtpServer, type TestSmtp } from '../../test/mail-servers.js';

let app: FastifyInstance;
let smtp: TestSmtp;
let admin: Agent;
let adminId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ smtpUrl: smtp.url, deliveryIntervalMs: 3_600_000 });
  const { account, agent } = await adminLogin(app);
  adminId = account.id;
  admin = agent;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const rowOf = async (id: number) => await app.db.select().from(outbox).where(eq(outbox.id, id)).get();
const resend = (agent: Agent, id: number) => agent.post(`/api/admin/udbakke/${id}/send-igen`);

/** A mail the SMTP server refused for good (550): failed after one try. */
async function failedMail(to: string): Promise<number> {
  smtp.refuseNext(1, 550);
  await app.mailer.send({ to, subject: 'Nyt tilbud på din opgave', text: 'Du har fået et tilbud.' });
  await app.delivery.drain();
  const row = (await app.db.select().from(outbox).where(eq(outbox.recipient, to)).all())[0]!;
  expect(row).toMatchObject({ status: 'failed', tries: 1 });
  return row.id;
}

describe('sending a failed notice again', () => {
  it('queues it with tries from zero, audit-logs it, and the worker sends it once', async () => {
    const id = await failedMail('kunde@example.dk');
    const response = await resend(admin, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Beskeden til kunde@example.dk står i kø igen og bliver sendt om lidt.',
      id,
      state: 'queued',
    });
    expect(await rowOf(id)).toMatchObject({ status: 'queued', tries: 0, error: null, nextAttemptAt: 0 });
    expect(
      await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'outbox'), eq(auditLog.targetId, id)))
        .all(),
    ).toMatchObject([
      {
        actorId: adminId,
        action: 'outbox.resend',
        targetType: 'outbox',
        before: { status: 'failed', tries: 1, error: expect.stringContaining('Refused by the test server') },
        after: { status: 'queued', tries: 0 },
      },
    ]);

    await app.delivery.drain();
    expect(smtp.messages.map((message) => message.subject)).toEqual(['Nyt tilbud på din opgave']);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', tries: 1 });
  });

  it('refuses a row that has not failed (409) and one that does not exist (404), changing nothing', async () => {
    const [sent] = await app.db.select().from(outbox).where(eq(outbox.status, 'sent')).all();
    const refused = await resend(admin, sent!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ type: 'error', message: 'Kun en fejlet besked kan sendes igen' });
    await app.delivery.drain();
    expect(smtp.messages).toHaveLength(1);
    expect(await rowOf(sent!.id)).toMatchObject({ status: 'sent', tries: 1 });

    const missing = await resend(admin, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ type: 'error', message: 'Beskeden findes ikke i udbakken' });
    expect((await resend(admin, 0)).statusCode).toBe(400);
    expect(
      await app.db.select().from(auditLog).where(eq(auditLog.action, 'outbox.resend')).all(),
    ).toHaveLength(1);
  });

  it('answers 401 without a login and 403 to a customer or a company, leaving the row failed', async () => {
    const id = await failedMail('firma@example.dk');
    expect((await resend(await visitor(app), id)).statusCode).toBe(401);
    for (const role of ['user', 'company'] as const) {
      const response = await resend(await loggedIn(app, await createAccount(app, role)), id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ type: 'error', message: 'Du har ikke adgang til dette' });
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', tries: 1 });
  });
});
