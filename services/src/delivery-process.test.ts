// A service process killed (SIGKILL) while its SMTP server hangs after DATA loses no notice: the
// rows it had claimed stay 'sending' until their claim lease ends, then the next process queues
// them again and sends every row exactly once to a working server; the rows it never claimed are
// sent at once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { openSqlite } from './db/open.js';
import { startSmtpServer, type TestSmtp } from './test/mail-servers.js';
import { startServiceProcess, type ServiceProcess } from './test/service-process.js';
import { SEND_CONCURRENCY } from './lib/delivery/worker.js';

const NOTICES = 8;

let stuck: TestSmtp;
let working: TestSmtp;
beforeAll(async () => {
  [stuck, working] = await Promise.all([startSmtpServer(), startSmtpServer()]);
  stuck.hang(true);
});
afterAll(() => Promise.all([stuck.close(), working.close()]));

/** A migrated database file holding NOTICES rendered mails, due now. */
function databaseWithNotices(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'opgavetorvet-delivery-kill-')), 'db.sqlite');
  const sqlite = openSqlite(file);
  const insert = sqlite.prepare(
    `insert into outbox (channel, recipient, subject, body) values ('email', ?, ?, ?)`,
  );
  for (let n = 0; n < NOTICES; n += 1) insert.run(`kunde${n}@example.dk`, `Besked ${n}`, 'Hej');
  sqlite.close();
  return file;
}

const outboxOf = (file: string) => {
  const sqlite = new Database(file, { readonly: true });
  try {
    return sqlite.prepare('select status, tries from outbox order by id').all() as {
      status: string;
      tries: number;
    }[];
  } finally {
    sqlite.close();
  }
};

const killOnFinish = (service: ServiceProcess) =>
  onTestFinished(() => {
    if (service.child.exitCode === null) service.child.kill('SIGKILL');
  });

describe('the delivery worker across a killed process', () => {
  it('sends every notice exactly once after a process died while its SMTP server hung', async () => {
    const file = databaseWithNotices();
    const env = { DATABASE_FILE: file, SEED_DEMO: '0', DELIVERY_INTERVAL_MS: '100' };

    const first = await startServiceProcess({ env: { ...env, SMTP_URL: stuck.url } });
    killOnFinish(first);
    await vi.waitFor(() => expect(stuck.hung()).toBe(SEND_CONCURRENCY), { timeout: 20_000 });
    first.child.kill('SIGKILL');
    await first.exited;
    const left = outboxOf(file);
    expect(left.filter((row) => row.status === 'sending')).toHaveLength(SEND_CONCURRENCY);
    expect(left.filter((row) => row.status === 'queued')).toHaveLength(NOTICES - SEND_CONCURRENCY);

    // A lease short enough to have passed about when the process is up (a send must fit in it).
    const second = await startServiceProcess({
      env: {
        ...env,
        SMTP_URL: working.url,
        DELIVERY_CLAIM_LEASE_SECONDS: '3',
        DELIVERY_SEND_TIMEOUT_MS: '2500',
      },
    });
    killOnFinish(second);
    await vi.waitFor(() => expect(outboxOf(file).every((row) => row.status === 'sent')).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const recipients = working.messages.map((message) =>
      message.to && 'text' in message.to ? message.to.text : '',
    );
    expect(recipients.sort()).toEqual(
      Array.from({ length: NOTICES }, (_, n) => `kunde${n}@example.dk`).sort(),
    );
    expect(
      outboxOf(file)
        .map((row) => row.tries)
        .sort(),
    ).toEqual([...Array(NOTICES - SEND_CONCURRENCY).fill(1), ...Array(SEND_CONCURRENCY).fill(2)]);
    expect(second.log()).toContain('delivery: claims of a stopped process queued again');
  }, 60_000);
});
