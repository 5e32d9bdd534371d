// The set-up the scheduled notices' tests share (domain/jobs/expiry.test.ts and
// lib/reminders/reminders.test.ts): an app whose mails link to a fixed public address with the
// company world on it, the mails queued to an address, a company's e-mail address, and the
// keep-open link a warning mail carries.
import type { FastifyInstance } from 'fastify';
import { buildCompanyWorld, type CompanyWorld } from './company-job-fixtures.js';
import { buildTestApp } from './helpers.js';
import { queuedTo } from './outbox.js';
import { sqlOne } from './sql.js';

/** The public address the mails' links start with. */
export const PUBLIC_URL = 'https://opgavetorvet.example';

export interface ReminderWorld {
  app: FastifyInstance;
  world: CompanyWorld;
}

/** A fresh app (its mails linking to PUBLIC_URL) with the company world on it. */
export async function buildReminderWorld(): Promise<ReminderWorld> {
  const app = await buildTestApp({ publicUrl: PUBLIC_URL });
  return { app, world: await buildCompanyWorld(app) };
}

/** The mails queued to an address, oldest first. */
export const mailsTo = (app: FastifyInstance, email: string) => queuedTo(app, 'email', email);

/** The e-mail address of a company, which its notices go to. */
export async function companyEmail(app: FastifyInstance, companyId: number | null): Promise<string> {
  return (await sqlOne<{ email: string }>(app.db, 'select email from companies where id = ?', companyId))
    .email;
}

/** The path and query of the keep-open link in an expiry warning's text. */
export function keepOpenLink(body: string): string {
  const found = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}(/opgave/hold-aaben\\?\\S+)`).exec(body);
  if (!found) throw new Error(`No keep-open link in: ${body}`);
  return found[1];
}
