// The mail the product sent during the journeys, as the test SMTP server (scripts/mail-catcher.mjs)
// wrote it: wait for a message to someone whose subject matches, parsed by mailparser.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface CaughtMail {
  to: string;
  mail: ParsedMail;
}

async function readAll(dir: string): Promise<CaughtMail[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const raw = readFileSync(join(dir, name), 'utf8');
      const to = /^X-Envelope-To: (.*)\r?\n/.exec(raw)?.[1] ?? '';
      return { to, mail: await simpleParser(raw) };
    }),
  );
}

/** Waits (up to 20 s) for a mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp): Promise<ParsedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys with npm run test:e2e');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readAll(dir)).find(
          (caught) => caught.to.split(',').includes(to) && subject.test(caught.mail.subject ?? ''),
        )?.mail;
        return found !== undefined;
      },
      { timeout: 20_000, message: `a mail to ${to} with the subject ${subject}` },
    )
    .toBe(true);
  return found as ParsedMail;
}
