// The administrator's queue of reported files (issue 33), one item per file with all its reports:
// open — files with an open report, the longest waiting first, with those reports; decided —
// files whose reports were decided, the newest decision first, with every decided report and the
// latest decision (who, why, when). At most REPORTED_FILES_LIMIT items; the rest wait their turn.
// Three statements whatever the number of items: the files in order, their context, their reports.
import { and, asc, desc, eq, inArray, max, min, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { FileReportState, ReportedFile } from '@opgavetorvet/contracts';
import type { Queryable } from '../../db/engine/store.js';
import { storedFileOf } from '../../db/queries/files.js';
import { companies, fileReports, users } from '../../db/schema/index.js';
import { fileContexts } from './file-context.js';

export const REPORTED_FILES_LIMIT = 100;

export type ReportsView = 'open' | 'decided';

const reporters = alias(users, 'reporters');
const reporterCompanies = alias(companies, 'reporter_companies');
const deciders = alias(users, 'deciders');

const inView = (view: ReportsView) =>
  view === 'open' ? eq(fileReports.state, 'open') : ne(fileReports.state, 'open');

/** The ids of the view's files in its order. */
async function fileIdsOf(db: Queryable, view: ReportsView, limit: number): Promise<number[]> {
  const rows = await db
    .select({ fileId: fileReports.fileId })
    .from(fileReports)
    .where(inView(view))
    .groupBy(fileReports.fileId)
    .orderBy(
      ...(view === 'open'
        ? [asc(min(fileReports.createdAt)), asc(fileReports.fileId)]
        : [desc(max(fileReports.decidedAt)), desc(max(fileReports.id))]),
    )
    .limit(limit)
    .all();
  return rows.map((row) => row.fileId);
}

/** The view's reports of these files, oldest first. */
async function reportsOf(db: Queryable, fileIds: number[], view: ReportsView) {
  return await db
    .select({
      id: fileReports.id,
      file_id: fileReports.fileId,
      reason: fileReports.reason,
      reporter_name: sql<string | null>`coalesce(${reporterCompanies.name}, ${reporters.name})`,
      created_at: fileReports.createdAt,
      state: sql<FileReportState>`${fileReports.state}`,
      decided_by: deciders.name,
      decided_at: fileReports.decidedAt,
      decision_reason: fileReports.decisionReason,
    })
    .from(fileReports)
    .leftJoin(reporters, eq(reporters.id, fileReports.reporterUserId))
    .leftJoin(reporterCompanies, eq(reporterCompanies.userId, reporters.id))
    .leftJoin(deciders, eq(deciders.id, fileReports.decidedByUserId))
    .where(and(inArray(fileReports.fileId, fileIds), inView(view)))
    .orderBy(asc(fileReports.createdAt), asc(fileReports.id))
    .all();
}

type ReportRow = Awaited<ReturnType<typeof reportsOf>>[number];

/** The report that carries the item's latest decision (the newest decided one). */
function latestDecision(reports: ReportRow[]): ReportRow | null {
  let latest: ReportRow | null = null;
  for (const report of reports)
    if (
      report.state !== 'open' &&
      (latest === null ||
        (report.decided_at ?? 0) > (latest.decided_at ?? 0) ||
        ((report.decided_at ?? 0) === (latest.decided_at ?? 0) && report.id > latest.id))
    )
      latest = report;
  return latest;
}

/** The items of these files in this view, in the order of `fileIds`. */
export async function reportedFilesByIds(
  db: Queryable,
  fileIds: number[],
  view: ReportsView,
): Promise<ReportedFile[]> {
  if (fileIds.length === 0) return [];
  const contexts = await fileContexts(db, fileIds);
  const byFile = new Map<number, ReportRow[]>();
  for (const report of await reportsOf(db, fileIds, view)) {
    const list = byFile.get(report.file_id);
    if (list) list.push(report);
    else byFile.set(report.file_id, [report]);
  }
  const items: ReportedFile[] = [];
  for (const fileId of fileIds) {
    const context = contexts.get(fileId);
    const reports = byFile.get(fileId) ?? [];
    if (!context || reports.length === 0) continue;
    const { file } = context;
    const decision = view === 'open' ? null : latestDecision(reports);
    items.push({
      key: file.key,
      file: file.removedAt === null ? storedFileOf(file) : null,
      caption: file.caption,
      owner: context.owner,
      uploader_name: context.uploader?.name ?? null,
      state: decision?.state ?? 'open',
      reports: reports.map((report) => ({
        reason: report.reason,
        reporter_name: report.reporter_name,
        created_at: report.created_at,
      })),
      decided_by: decision?.decided_by ?? null,
      decision_reason: decision?.decision_reason ?? null,
      decided_at: decision?.decided_at ?? null,
    });
  }
  return items;
}

/** The view's items, in its order. */
export async function reportedFiles(
  db: Queryable,
  view: ReportsView,
  limit = REPORTED_FILES_LIMIT,
): Promise<ReportedFile[]> {
  return await reportedFilesByIds(db, await fileIdsOf(db, view, limit), view);
}
