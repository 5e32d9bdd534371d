// Rules of support cases: a company raises a case and lists only its own; opening a support thread
// and sending appends the message to it (SPEC §4); a support message must be non-empty (SPEC §5);
// another company's case is refused (404) and unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { supportCases, supportMessages } from '../../db/schema/index.js';
import { manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { createWorld, type World } from '../../test/fixtures.js';

let app: FastifyInstance;
let w: World;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await createWorld(app);
});
afterAll(() => app.close());

async function raise(
  subject = 'Suggest changes to the pricelist',
  message = 'Hej\nVores priser er ændret.',
): Promise<number> {
  const response = await w.firma.post('/api/firma/supportsager', { subject, message });
  expect(response.statusCode).toBe(200);
  return response.json().supportcase_id;
}
const messagesOf = (caseId: number) =>
  app.db.select().from(supportMessages).where(eq(supportMessages.caseId, caseId)).all();

describe('support cases', () => {
  it('raises a case with its first message and lists only the own cases', async () => {
    const id = await raise();
    expect(await messagesOf(id)).toMatchObject([{ sender: 'company', body: 'Hej\nVores priser er ændret.' }]);
    const { cases } = (await w.firma.get('/api/firma/supportsager')).json();
    expect(cases).toEqual([
      {
        supportcase_id: id,
        subject: 'Suggest changes to the pricelist',
        status: 'open',
        created_at: expect.any(Number),
        last_message_at: expect.any(Number),
        message_count: 1,
      },
    ]);
    expect((await w.otherFirma.get('/api/firma/supportsager')).json()).toEqual({ cases: [] });
  });

  it('refuses an empty subject or message', async () => {
    const response = await w.firma.post('/api/firma/supportsager', { subject: ' ', message: '' });
    expect(response.json()).toEqual({
      type: 'validation_errors',
      messages: ['Dette felt må ikke være tomt.'],
    });
  });

  it('shows the thread as html: sender, Danish date and time, one paragraph per line, text escaped', async () => {
    const id = await raise('Faktura <b>', 'Linje 1\nLinje <2>');
    await app.db
      .insert(supportMessages)
      .values({
        caseId: id,
        sender: 'staff',
        body: 'Vi kigger på det.',
        createdAt: Math.floor(Date.now() / 1000) + 60,
      })
      .run();
    const { html } = (await w.firma.post('/firma/modal_support_messages', { supportcase_id: id })).json();
    expect(html).toContain('<h4 class="support-subject">Faktura &lt;b&gt;</h4>');
    expect(html).toContain('Status: Åben');
    expect(html).toContain('<strong>Dig</strong>');
    expect(html).toContain('<strong>Opgavetorvet support</strong>');
    expect(html).toContain('<p>Linje 1</p><p>Linje &lt;2&gt;</p>');
    expect(html.indexOf('Linje 1')).toBeLessThan(html.indexOf('Vi kigger på det.'));
    w.firma.lang = 'en';
    expect(
      (await w.firma.post('/firma/modal_support_messages', { supportcase_id: id })).json().html,
    ).toContain('Status: Open');
    w.firma.lang = null;
  });

  it('sending appends the message to the thread, answers it as html and opens the case again', async () => {
    const id = await raise();
    await app.db.update(supportCases).set({ status: 'answered' }).where(eq(supportCases.id, id)).run();
    const response = await w.firma.post(
      '/firma/send_support_message',
      { supportcase_id: id, supportcase_message: 'Tak for svaret' },
      { form: true },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      html: expect.stringContaining('<p>Tak for svaret</p>'),
    });
    // The company's own message: a message item without the staff's mark.
    expect(response.json().html).toMatch(/^<li class="support-message" data-message-id="\d+"/);
    expect((await messagesOf(id)).map((m) => m.body)).toEqual([
      'Hej\nVores priser er ændret.',
      'Tak for svaret',
    ]);
    expect((await app.db.select().from(supportCases).where(eq(supportCases.id, id)).get())?.status).toBe(
      'open',
    );
  });

  it("a support message must be non-empty: 'Dette felt må ikke være tomt.', nothing appended", async () => {
    const id = await raise();
    const response = await w.firma.post('/firma/send_support_message', {
      supportcase_id: id,
      supportcase_message: '  \n ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(['Dette felt må ikke være tomt.']);
    expect(
      (
        await w.firma.post('/firma/send_support_message', {
          supportcase_id: id,
          supportcase_message: 'x'.repeat(5001),
        })
      ).statusCode,
    ).toBe(400);
    expect(await messagesOf(id)).toHaveLength(1);
  });

  it("refuses another company's case for reading and writing (404), unchanged", async () => {
    const id = await raise();
    expect(
      (await w.otherFirma.post('/firma/modal_support_messages', { supportcase_id: id })).statusCode,
    ).toBe(404);
    const write = await w.otherFirma.post('/firma/send_support_message', {
      supportcase_id: id,
      supportcase_message: 'Indtrængen',
    });
    expect(write.statusCode).toBe(404);
    expect(write.json().message).toBe('Supportsagen blev ikke fundet');
    expect(await messagesOf(id)).toHaveLength(1);
  });

  it('answers 401 without a login and 403 to a customer on every support call', async () => {
    const anonymous = await visitor(app);
    expect((await anonymous.get('/api/firma/supportsager')).statusCode).toBe(401);
    expect((await w.bruger.get('/api/firma/supportsager')).statusCode).toBe(403);
    const calls: [string, Record<string, unknown>][] = [
      ['/api/firma/supportsager', { subject: 'a', message: 'b' }],
      ['/firma/send_support_message', { supportcase_id: 1, supportcase_message: 'b' }],
      ['/firma/modal_support_messages', { supportcase_id: 1 }],
    ];
    for (const [url, body] of calls) {
      expect((await anonymous.post(url, body)).statusCode).toBe(401);
      expect((await w.bruger.post(url, body)).statusCode).toBe(403);
    }
  });
});
