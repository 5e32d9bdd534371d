// Closing the app (what SIGTERM does) while the SMTP server hangs: the delivery worker stops
// claiming, gives the sends in flight their grace and then puts their rows back in the queue, so
// nothing is left 'sending' and nothing is lost; the next start sends them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';
import { startSmtpServer, type TestSmtp } from '../../test/mail-servers.js';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const mail = (to: string) => ({ to, subject: 'Påmindelse', text: 'Husk at bekræfte opgaven.' });

describe('closing the app while a send hangs', () => {
  it('puts the rows it holds back in the queue, and a later start sends each once', async () => {
    const databaseFile = join(mkdtempSync(join(tmpdir(), 'opgavetorvet-delivery-close-')), 'db.sqlite');
    const options = { databaseFile, smtpUrl: smtp.url, deliveryIntervalMs: 3_600_000 };
    smtp.hang(true);
    const app = await buildTestApp({ ...options, deliveryCloseGraceMs: 50 });
    await app.ready();
    for (const to of ['a@example.dk', 'b@example.dk', 'c@example.dk']) await app.mailer.send(mail(to));
    await vi.waitFor(() => expect(smtp.hung()).toBe(3), { timeout: 10_000 });
    await app.close();

    const file = new Database(databaseFile, { readonly: true });
    const rows = file.prepare('select status, tries, claimed_by, error from outbox order by id').all();
    file.close();
    expect(rows).toEqual(
      Array(3).fill({
        status: 'queued',
        tries: 1,
        claimed_by: null,
        error: expect.stringContaining('the service stopped while sending; queued again'),
      }),
    );

    smtp.hang(false);
    const again = await buildTestApp(options);
    await again.ready();
    expect(await again.delivery.drain()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(smtp.messages.map((message) => message.subject)).toEqual(Array(3).fill('Påmindelse'));
    await again.close();
  });
});
