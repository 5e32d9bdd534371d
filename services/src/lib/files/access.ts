// Who may see a stored file, decided once from what it belongs to (issue 30): an upload not yet
// attached only by its uploader (account or session); a job's photos by the job's customer, the
// companies that may see the job or have a contact or invitation on it, and the administrator; a
// message's files by the two sides of its contact and the administrator; a logo or a reference
// job's photos by everyone. A removed file by no one. Anyone else gets 404, never 403.
import { and, eq, or } from 'drizzle-orm';
import type { SessionUser } from '@opgavetorvet/contracts';
import type { Queryable } from '../../db/engine/store.js';
import { companySeesJob } from '../../db/queries/job-visibility.js';
import type { FileRow } from '../../db/queries/files.js';
import { contacts, invitations, jobs, messages } from '../../db/schema/index.js';
import { uploadedBy } from './uploader.js';

export interface FileViewer {
  user: SessionUser | null;
  /** The session's file token, when it has one. */
  token: string | null;
}

/** Whether the file is public (a logo, a reference job's photo): served with long, shared caching. */
export function isPublicFile(row: FileRow): boolean {
  return row.removedAt === null && (row.logoCompanyId !== null || row.referenceId !== null);
}

async function customerOwnsJob(db: Queryable, userId: number, jobId: number): Promise<boolean> {
  const row = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .get();
  return row !== undefined;
}

/** A company that has bid on, been chosen for or been invited to the job saw it and still may. */
async function companyKnowsJob(db: Queryable, companyId: number, jobId: number): Promise<boolean> {
  const contact = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.jobId, jobId), eq(contacts.companyId, companyId)))
    .get();
  if (contact) return true;
  const invitation = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.jobId, jobId), eq(invitations.companyId, companyId)))
    .get();
  return invitation !== undefined || (await companySeesJob(db, companyId, jobId));
}

async function sideOfMessage(db: Queryable, user: SessionUser, messageId: number): Promise<boolean> {
  const row = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .where(
      and(
        eq(messages.id, messageId),
        or(
          eq(jobs.userId, user.id),
          user.companyId === null ? undefined : eq(contacts.companyId, user.companyId),
        ),
      ),
    )
    .get();
  return row !== undefined;
}

/** Whether the viewer may see the file (the one rule; the serving route answers 404 otherwise). */
export async function mayViewFile(db: Queryable, viewer: FileViewer, row: FileRow): Promise<boolean> {
  if (row.removedAt !== null) return false;
  if (row.attachedAt === null)
    return uploadedBy(row, { userId: viewer.user?.id ?? null, token: viewer.token });
  if (isPublicFile(row)) return true;
  const { user } = viewer;
  if (user === null) return false;
  if (user.role === 'admin') return true;
  if (row.jobId !== null) {
    if (user.role === 'user') return await customerOwnsJob(db, user.id, row.jobId);
    return user.companyId !== null && (await companyKnowsJob(db, user.companyId, row.jobId));
  }
  if (row.messageId !== null) return await sideOfMessage(db, user, row.messageId);
  return false;
}
