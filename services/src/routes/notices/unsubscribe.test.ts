// Rule: alerts and reminders carry a signed one-click unsubscribe link per kind of notice; it works
// logged out, turns only that kind off for only that person (later notices of the kind are not
// queued), can be undone, and a link that was changed changes nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeSettings, outbox } from '../../db/schema/index.js';
import { buildTestApp, createAccount, visitor, type TestAccount } from '../../test/helpers.js';
import { renderedOutbox } from '../../test/outbox.js';

let app: FastifyInstance;
let firma: TestAccount;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://opgavetorvet.example' });
  firma = await createAccount(app, 'company');
});
afterAll(() => app.close());

const alert = (userId: number, kind: 'job_alert' | 'review_request' = 'job_alert') =>
  app.mailer.send({
    to: 'firma@example.dk',
    subject: 'Ny opgave',
    text: 'En ny opgave passer til jer.',
    unsubscribe: { userId, kind },
  });
const lastMail = async () =>
  (await (await renderedOutbox(app)).select().from(outbox).orderBy(outbox.id).all()).at(-1)!;
/** The notice settings' kinds the person has switched off by e-mail (issue 32: the link's kind maps onto them). */
const optOuts = async (userId: number) =>
  (await app.db.select().from(noticeSettings).where(eq(noticeSettings.userId, userId)).all())
    .filter((row) => row.channel === 'email' && !row.enabled)
    .map((row) => row.kind);
const pathOf = (url: string) => url.replace('https://opgavetorvet.example', '');

describe('the unsubscribe link of an alert', () => {
  it('is in the text and HTML parts and in the List-Unsubscribe address, signed for the person and kind', async () => {
    await alert(firma.id);
    const mail = await lastMail();
    expect(mail.unsubscribeUrl).toMatch(
      new RegExp(`^https://opgavetorvet\\.example/afmeld\\?u=${firma.id}&k=job_alert&s=[\\w-]{43}$`),
    );
    expect(mail.body).toContain(`Afmeld disse mails: ${mail.unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${mail.unsubscribeUrl!.replace(/&/g, '&amp;')}"`);
    expect(mail.kind).toBe('job_alert');
  });

  it('turns that kind off for that person with one click, logged out, and the next alert is not queued', async () => {
    await alert(firma.id);
    const page = await (await visitor(app)).get(pathOf((await lastMail()).unsubscribeUrl!));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1 style="font-size:22px;margin:0 0 12px">Du er afmeldt</h1>');
    expect(page.body).toContain('»Nye opgaver, der passer til dig«');
    expect(await optOuts(firma.id)).toEqual(['offers']);

    const before = (await (await renderedOutbox(app)).select().from(outbox).all()).length;
    await alert(firma.id);
    expect(await (await renderedOutbox(app)).select().from(outbox).all()).toHaveLength(before);
    await alert(firma.id, 'review_request');
    expect(await (await renderedOutbox(app)).select().from(outbox).all()).toHaveLength(before + 1);
  });

  it("can be undone from the page, and a mail program's one-click post works without a CSRF token", async () => {
    const other = await createAccount(app, 'company');
    await alert(other.id);
    const query = new URL((await lastMail()).unsubscribeUrl!).searchParams;
    const fields = Object.fromEntries(query.entries());
    const agent = await visitor(app);
    const oneClick = await agent.post('/afmeld', new URLSearchParams(fields).toString(), {
      form: true,
      csrf: false,
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await optOuts(other.id)).toEqual(['offers']);
    const undo = await agent.post('/afmeld/fortryd', new URLSearchParams(fields).toString(), {
      form: true,
      csrf: false,
    });
    expect(undo.body).toContain('Du er tilmeldt igen');
    expect(await optOuts(other.id)).toEqual([]);
  });

  it('changes nothing for a link whose person, kind or signature was altered', async () => {
    const victim = await createAccount(app, 'user');
    await alert(firma.id);
    const url = new URL((await lastMail()).unsubscribeUrl!);
    const agent = await visitor(app);
    for (const [name, value] of [
      ['u', String(victim.id)],
      ['k', 'review_request'],
      ['s', 'x'.repeat(43)],
      ['k', 'alt'],
    ]) {
      const forged = new URL(url);
      forged.searchParams.set(name, value);
      const page = await agent.get(`${forged.pathname}${forged.search}`);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('Linket virker ikke');
    }
    expect(await optOuts(victim.id)).toEqual([]);
  });
});
