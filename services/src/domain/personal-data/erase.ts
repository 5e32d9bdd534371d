// "Slet min konto" (issue 32): a person's personal data erased or anonymised in one transaction.
// The account row keeps its id (messages, bookings and ledger entries still point at it) with
// `deleted_at` set and every personal field blank: its e-mail becomes slettet-<id>@slettet.invalid
// and its password hash one no password matches, so nobody logs in as it again; its sessions end.
// Photos and attachments are marked removed with their names and captions blank, and their objects
// are deleted from the store after the commit (the sweep would too, later). Open jobs are closed
// (status 'expired': no company chosen, nobody can reopen them); what the other party keeps
// (messages, bookings, reviews, mails already sent) stays with the person's name, e-mail, phone and
// address replaced by the deleted user's text. A company's erasure also hides its profile (blank,
// blocked, slug slettet-<id>), withdraws its open offers, ends its mail agents, alerts and
// subscriptions. Ledger entries, receipts and card payments stay as bookkeeping law requires
// (receipts keep the company's name and CVR as on the day).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import * as s from '../../db/schema/index.js';
import { contactFrom, jobFrom } from '../jobs/transitions.js';
import { nowSeconds } from '../../lib/danish.js';
import { objectNamesOf } from '../../lib/files/names.js';
import type { FileStore } from '../../lib/files/store.js';
import { inTransaction } from '../../lib/transaction.js';
import { exportedTables } from '../../lib/personal-data/export-tables.js';
import { personOf, within, type Person } from '../../lib/personal-data/person.js';
import { scrubbedValues, scrubTexts, type ScrubTarget } from '../../lib/personal-data/scrub.js';

/** The e-mail an erased account keeps (unique, and no mail can be delivered to it). */
export const erasedEmail = (userId: number) => `slettet-${userId}@slettet.invalid`;
/** A password hash no password matches. */
const NO_PASSWORD = '!erased';

/** Texts kept for others that may name the person. */
function keptTexts(p: Person): ScrubTarget[] {
  const contacts = p.contactIds;
  return [
    { table: s.outbox, columns: [s.outbox.subject, s.outbox.body, s.outbox.html, s.outbox.notice] },
    { table: s.messages, columns: [s.messages.body], rows: within(s.messages.contactId, contacts) },
    { table: s.tickets, columns: [s.tickets.text], rows: within(s.tickets.contactId, contacts) },
    {
      table: s.contractChanges,
      columns: [s.contractChanges.message],
      rows: within(s.contractChanges.contactId, contacts),
    },
    {
      table: s.cancellations,
      columns: [s.cancellations.text, s.cancellations.decisionReason],
      rows: within(s.cancellations.contactId, contacts),
    },
    { table: s.bids, columns: [s.bids.comment], rows: within(s.bids.contactId, contacts) },
    { table: s.contacts, columns: [s.contacts.companyComment], rows: within(s.contacts.id, contacts) },
    {
      table: s.calendarEvents,
      columns: [s.calendarEvents.title, s.calendarEvents.description],
      rows: within(s.calendarEvents.contactId, contacts),
    },
    { table: s.jobs, columns: [s.jobs.headline, s.jobs.description], rows: within(s.jobs.id, p.jobIds) },
    { table: s.jobAdditions, columns: [s.jobAdditions.text], rows: within(s.jobAdditions.jobId, p.jobIds) },
    {
      table: s.reviews,
      columns: [s.reviews.title, s.reviews.text, s.reviews.comment],
      rows: or(
        eq(s.reviews.userId, p.userId),
        within(s.reviews.contactId, contacts),
        p.companyId === null ? sql`1 = 0` : eq(s.reviews.companyId, p.companyId),
      ),
    },
    {
      table: s.reviewReports,
      columns: [s.reviewReports.reason],
      rows: or(
        // A company's reason about a review the person wrote may name the person.
        sql`${s.reviewReports.reviewId} in (select ${s.reviews.id} from ${s.reviews} where ${s.reviews.userId} = ${p.userId})`,
        p.companyId === null ? sql`1 = 0` : eq(s.reviewReports.companyId, p.companyId),
      ),
    },
    {
      table: s.complaints,
      columns: [s.complaints.text],
      rows:
        p.companyId === null
          ? eq(s.complaints.userId, p.userId)
          : or(eq(s.complaints.userId, p.userId), eq(s.complaints.companyId, p.companyId)),
    },
    {
      table: s.complaintMessages,
      columns: [s.complaintMessages.body],
      rows: within(s.complaintMessages.complaintId, p.complaintIds),
    },
    {
      table: s.balanceLedger,
      columns: [s.balanceLedger.reason, s.balanceLedger.note],
      rows: p.companyId === null ? sql`1 = 0` : eq(s.balanceLedger.companyId, p.companyId),
    },
    {
      table: s.refunds,
      columns: [s.refunds.reason],
      rows: p.companyId === null ? sql`1 = 0` : eq(s.refunds.companyId, p.companyId),
    },
  ];
}

/** The person's files: marked removed with nothing personal left; returns their objects' names. */
async function removePersonFiles(tx: Db, p: Person, now: number): Promise<string[]> {
  const rows = await tx
    .select({ id: s.files.id, key: s.files.key, kind: s.files.kind, widths: s.files.widths })
    .from(s.files)
    .where(exportedTables().files!.where(p))
    .all();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  await tx
    .update(s.files)
    .set({
      removedAt: sql`coalesce(${s.files.removedAt}, ${now})`,
      removedReason: 'erased',
      name: 'fil',
      caption: null,
      uploaderToken: null,
      uploaderAddress: '',
    })
    .where(inArray(s.files.id, ids))
    .run();
  return rows.flatMap((row) => objectNamesOf(row));
}

/** The company's identifying values (its name, addresses, numbers), for the texts others keep. */
async function companyValues(tx: Db, p: Person): Promise<(string | null)[]> {
  if (p.companyId === null) return [];
  const company = await tx.select().from(s.companies).where(eq(s.companies.id, p.companyId)).get();
  if (!company) return [];
  return [
    company.name,
    company.email,
    company.phone,
    company.address,
    company.publicEmail,
    company.website,
    company.notifyPhone,
    company.cvr,
  ];
}

/** What only a company's erasure does: its profile, offers, alerts and subscriptions. */
async function eraseCompany(tx: Db, companyId: number, now: number): Promise<void> {
  await tx
    .update(s.companies)
    .set({
      name: '',
      slug: `slettet-${companyId}`,
      email: `slettet-firma-${companyId}@slettet.invalid`,
      cvr: null,
      phone: null,
      address: null,
      zip: null,
      city: null,
      description: null,
      publicEmail: null,
      website: null,
      foundedYear: null,
      employees: null,
      authorisations: [],
      guarantees: [],
      cvrCheckedAt: null,
      cvrActive: null,
      cvrRegister: null,
      notifyPhone: null,
      blockedAt: sql`coalesce(${s.companies.blockedAt}, ${now})`,
      blockedReason: sql`coalesce(${s.companies.blockedReason}, 'erased')`,
      deletedAt: now,
    })
    .where(eq(s.companies.id, companyId))
    .run();
  // Its open offers are withdrawn (the contacts still bidding; their bids marked withdrawn).
  const bidding = await tx
    .update(s.contacts)
    .set({ state: 'withdrawn' })
    .where(and(eq(s.contacts.companyId, companyId), inArray(s.contacts.state, contactFrom('withdraw_bid'))))
    .returning({ id: s.contacts.id })
    .all();
  if (bidding.length > 0)
    await tx
      .update(s.bids)
      .set({ withdrawnAt: now })
      .where(
        and(
          inArray(
            s.bids.contactId,
            bidding.map((c) => c.id),
          ),
          isNull(s.bids.withdrawnAt),
        ),
      )
      .run();
  for (const table of [
    s.subscriptions,
    s.mailAgents,
    s.jobAlerts,
    s.calendarFeeds,
    s.openingTimes,
    s.companyCategories,
    s.companyRegions,
    s.companyReferences,
    s.reviewEmails,
    s.supportCases,
  ] as const)
    await tx.delete(table).where(eq(table.companyId, companyId)).run();
  await tx.delete(s.calendarEvents).where(eq(s.calendarEvents.companyId, companyId)).run();
}

/** The account's own row and what hangs on it alone. */
async function eraseAccount(tx: Db, p: Person, now: number): Promise<void> {
  await tx.delete(s.sessions).where(eq(s.sessions.userId, p.userId)).run();
  await tx.delete(s.loginAttempts).where(eq(s.loginAttempts.email, p.email)).run();
  await tx.delete(s.noticeSettings).where(eq(s.noticeSettings.userId, p.userId)).run();
  await tx.delete(s.contactChanges).where(eq(s.contactChanges.userId, p.userId)).run();
  const recipients = [p.email, p.phone].filter((value): value is string => !!value);
  await tx.delete(s.outbox).where(inArray(s.outbox.recipient, recipients)).run();
  await tx.delete(s.reviewEmails).where(eq(s.reviewEmails.email, p.email)).run();
  await tx
    .update(s.fileReports)
    .set({ reporterAddress: '' })
    .where(eq(s.fileReports.reporterUserId, p.userId))
    .run();
  await tx.update(s.reviews).set({ authorName: '' }).where(eq(s.reviews.userId, p.userId)).run();
  await tx.update(s.complaints).set({ userName: '' }).where(eq(s.complaints.userId, p.userId)).run();
  // Open jobs close; the address given for a chosen company goes.
  await tx
    .update(s.jobs)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(s.jobs.userId, p.userId), inArray(s.jobs.status, jobFrom('expire'))))
    .run();
  await tx.update(s.jobs).set({ streetAddress: null }).where(eq(s.jobs.userId, p.userId)).run();
  await tx
    .update(s.users)
    .set({
      email: erasedEmail(p.userId),
      passwordHash: NO_PASSWORD,
      name: '',
      phone: null,
      zip: null,
      streetAddress: null,
      fbUserId: null,
      avatarUrl: null,
      resetCode: null,
      resetCodeExpiresAt: null,
      lastLoginAt: null,
      deletedAt: now,
    })
    .where(eq(s.users.id, p.userId))
    .run();
}

/**
 * Erases the account `userId` in one transaction, then deletes its files' objects from the store.
 * `deletedName` replaces the person's name, e-mail, phone and address in the texts others keep.
 * Returns false when the account does not exist or was erased already.
 */
export async function erasePerson(
  db: Db,
  store: FileStore,
  userId: number,
  deletedName: string,
  beforeCommit?: (person: Person) => Promise<void>,
): Promise<boolean> {
  const objects = await inTransaction(db, async () => {
    const p = await personOf(db, userId);
    if (!p || p.deletedAt !== null) return null;
    const now = nowSeconds();
    const names = await removePersonFiles(db, p, now);
    const values = scrubbedValues([
      p.name,
      p.email,
      p.phone,
      p.streetAddress,
      ...(await companyValues(db, p)),
    ]);
    await scrubTexts(db, keptTexts(p), values, deletedName);
    if (p.companyId !== null) await eraseCompany(db, p.companyId, now);
    await eraseAccount(db, p, now);
    await beforeCommit?.(p);
    return names;
  });
  if (objects === null) return false;
  await store.remove(objects);
  return true;
}
