// What "Hent mine data" holds (issue 32): for every table of the schema that names a person, the
// rows about this person, by the table's name; and the tables that name no person of ours, each
// with why. export-tables.test.ts lists every table with a column naming a person (user_id,
// company_id, email, phone, name, address, …) and fails when one is in neither list, so a new
// table with personal data cannot be forgotten. Secrets (password hashes, codes, session ids,
// feed tokens) are left out of the rows.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Queryable } from '../../db/engine/store.js';
import * as schema from '../../db/schema/index.js';
import { within, type Person } from './person.js';

/** One table's part of the export: the person's rows, and the columns never handed out. */
export interface ExportedTable {
  table: SQLiteTable;
  where: (person: Person) => SQL | undefined;
  omit?: readonly string[];
}

const none = sql`1 = 0`;
const ofCompany = (column: AnySQLiteColumn) => (p: Person) =>
  p.companyId === null ? none : eq(column, p.companyId);
const ofUser = (column: AnySQLiteColumn) => (p: Person) => eq(column, p.userId);

const s = schema;

/** The exported tables, by their SQL name (built on first use: the schema modules import in a cycle). */
let built: Record<string, ExportedTable> | undefined;
export const exportedTables = (): Record<string, ExportedTable> => (built ??= buildExportedTables());

const buildExportedTables = (): Record<string, ExportedTable> => ({
  users: {
    table: s.users,
    where: ofUser(s.users.id),
    omit: ['passwordHash', 'resetCode', 'resetCodeExpiresAt'],
  },
  sessions: { table: s.sessions, where: ofUser(s.sessions.userId), omit: ['id', 'data'] },
  login_attempts: { table: s.loginAttempts, where: (p) => eq(s.loginAttempts.email, p.email) },
  notice_settings: { table: s.noticeSettings, where: ofUser(s.noticeSettings.userId) },
  admin_second_factors: {
    table: s.adminSecondFactors,
    where: ofUser(s.adminSecondFactors.userId),
    omit: ['secret', 'lastStep'],
  },
  admin_recovery_codes: {
    table: s.adminRecoveryCodes,
    where: ofUser(s.adminRecoveryCodes.userId),
    omit: ['codeHash'],
  },
  contact_changes: { table: s.contactChanges, where: ofUser(s.contactChanges.userId), omit: ['secretHash'] },
  outbox: {
    table: s.outbox,
    where: (p) =>
      p.phone
        ? or(eq(s.outbox.recipient, p.email), eq(s.outbox.recipient, p.phone))
        : eq(s.outbox.recipient, p.email),
    omit: ['claimedBy'],
  },
  companies: { table: s.companies, where: ofCompany(s.companies.id) },
  company_categories: { table: s.companyCategories, where: ofCompany(s.companyCategories.companyId) },
  company_prices: { table: s.companyPrices, where: ofCompany(s.companyPrices.companyId) },
  company_regions: { table: s.companyRegions, where: ofCompany(s.companyRegions.companyId) },
  mail_agents: { table: s.mailAgents, where: ofCompany(s.mailAgents.companyId) },
  subscriptions: { table: s.subscriptions, where: ofCompany(s.subscriptions.companyId) },
  balance_ledger: { table: s.balanceLedger, where: ofCompany(s.balanceLedger.companyId) },
  receipts: { table: s.receipts, where: ofCompany(s.receipts.companyId) },
  // Refunds of the company's charges, with the administrators' reasons (issue 33).
  refunds: { table: s.refunds, where: ofCompany(s.refunds.companyId), omit: ['createdByUserId'] },
  card_payments: { table: s.cardPayments, where: ofCompany(s.cardPayments.companyId) },
  opening_times: { table: s.openingTimes, where: ofCompany(s.openingTimes.companyId) },
  company_references: { table: s.companyReferences, where: ofCompany(s.companyReferences.companyId) },
  calendar_events: { table: s.calendarEvents, where: ofCompany(s.calendarEvents.companyId) },
  calendar_feeds: {
    table: s.calendarFeeds,
    where: ofCompany(s.calendarFeeds.companyId),
    omit: ['nonce', 'tokenHash'],
  },
  support_cases: { table: s.supportCases, where: ofCompany(s.supportCases.companyId) },
  support_messages: {
    table: s.supportMessages,
    where: (p) => within(s.supportMessages.caseId, p.supportCaseIds),
  },
  review_emails: {
    table: s.reviewEmails,
    // The requests the company sent, and those sent to the person.
    where: (p) => or(ofCompany(s.reviewEmails.companyId)(p), eq(s.reviewEmails.email, p.email)),
  },
  job_alerts: { table: s.jobAlerts, where: ofCompany(s.jobAlerts.companyId) },
  jobs: { table: s.jobs, where: (p) => within(s.jobs.id, p.jobIds) },
  job_attributes: { table: s.jobAttributes, where: (p) => within(s.jobAttributes.jobId, p.jobIds) },
  job_additions: { table: s.jobAdditions, where: (p) => within(s.jobAdditions.jobId, p.jobIds) },
  contacts: { table: s.contacts, where: (p) => within(s.contacts.id, p.contactIds) },
  bids: { table: s.bids, where: (p) => within(s.bids.contactId, p.contactIds) },
  invitations: {
    table: s.invitations,
    where: (p) => or(within(s.invitations.jobId, p.jobIds), ofCompany(s.invitations.companyId)(p)),
  },
  contract_changes: {
    table: s.contractChanges,
    where: (p) => within(s.contractChanges.contactId, p.contactIds),
  },
  cancellations: { table: s.cancellations, where: (p) => within(s.cancellations.contactId, p.contactIds) },
  messages: { table: s.messages, where: (p) => within(s.messages.id, p.messageIds) },
  tickets: { table: s.tickets, where: (p) => within(s.tickets.contactId, p.contactIds) },
  ticket_threads: { table: s.ticketThreads, where: (p) => within(s.ticketThreads.contactId, p.contactIds) },
  reviews: {
    table: s.reviews,
    // Those the person wrote, and those about the person's company.
    where: (p) => or(eq(s.reviews.userId, p.userId), ofCompany(s.reviews.companyId)(p)),
  },
  // Complaints the person made (one about a company holds its complainant's data: not the company's).
  complaints: { table: s.complaints, where: (p) => eq(s.complaints.userId, p.userId) },
  complaint_messages: {
    table: s.complaintMessages,
    where: (p) => within(s.complaintMessages.complaintId, p.complaintIds),
  },
  files: {
    table: s.files,
    where: (p) =>
      or(
        eq(s.files.uploaderUserId, p.userId),
        within(s.files.jobId, p.jobIds),
        within(s.files.referenceId, p.referenceIds),
        ofCompany(s.files.logoCompanyId)(p),
      ),
    omit: ['uploaderToken'],
  },
  review_reports: {
    table: s.reviewReports,
    // The company's reports of reviews of itself, with its reasons (issue 33).
    where: (p) => ofCompany(s.reviewReports.companyId)(p),
    omit: ['decidedByUserId'],
  },
  file_reports: {
    table: s.fileReports,
    where: (p) => eq(s.fileReports.reporterUserId, p.userId),
    omit: ['decidedByUserId'],
  },
  audit_log: {
    table: s.auditLog,
    // What administrators did to the person's account or company (who did it is theirs).
    where: (p) =>
      or(
        and(eq(s.auditLog.targetType, 'user'), eq(s.auditLog.targetId, p.userId)),
        p.companyId === null
          ? none
          : and(eq(s.auditLog.targetType, 'company'), eq(s.auditLog.targetId, p.companyId)),
      ),
    omit: ['actorId'],
  },
});

/** Tables with a column that looks like a person's but holds none of ours: why each is left out. */
export const NOT_PERSONAL_TABLES: Record<string, string> = {
  categories: "the catalogue's category names",
  category_attributes: "the catalogue's question names",
  regions: "the regions' names",
};

/** The person's rows of one table, with the secret columns left out. */
export async function exportedRows(
  db: Queryable,
  entry: ExportedTable,
  person: Person,
): Promise<Record<string, unknown>[]> {
  const rows = (await db.select().from(entry.table).where(entry.where(person)).all()) as Record<
    string,
    unknown
  >[];
  if (!entry.omit) return rows;
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !entry.omit!.includes(key))),
  );
}
