// Reports of stored files more than one area writes or reads (issues 30 and 33): a report as the
// reporting route writes it (a reporter's second report of the same file while it is open adds
// nothing: the schema's unique indexes hold one open report per reporter and file), and how many
// files wait for the administrator (the help inbox's count beside /admin/billeder).
import { countDistinct, eq } from 'drizzle-orm';
import type { Queryable } from '../engine/store.js';
import { fileReports } from '../schema/index.js';

export interface NewFileReport {
  fileId: number;
  /** The reporting account; null for a visitor, who is known by the address alone. */
  reporterUserId: number | null;
  reporterAddress: string;
  reason: string;
}

/** Adds the report unless this reporter has an open report of the file; true when it was added. */
export async function addFileReport(db: Queryable, report: NewFileReport): Promise<boolean> {
  const added = await db.insert(fileReports).values(report).onConflictDoNothing().run();
  return added.changes === 1;
}

/** Files with at least one open report. */
export async function reportedFilesWaiting(db: Queryable): Promise<number> {
  const row = await db
    .select({ n: countDistinct(fileReports.fileId) })
    .from(fileReports)
    .where(eq(fileReports.state, 'open'))
    .get();
  return row?.n ?? 0;
}
