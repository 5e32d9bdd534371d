// What removing a reported file and dismissing its reports have in common: the route schema (the
// file's key in the path, FileReportActionReply back), and one IMMEDIATE transaction that finds the
// file (404 when there is none), closes its open reports with the administrator's decision (409
// when it has none), makes the decision's own change and writes the audit row, so the reports,
// the change, the log and any mail exist together. The reply is the item as the decided list
// shows it now.
import { and, eq } from 'drizzle-orm';
import {
  FileParams,
  FileReportActionReply,
  errorResponses,
  type ReportedFile,
} from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { fileByKey } from '../../db/queries/files.js';
import { fileReports } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit, type AuditEntry } from '../../lib/audit.js';
import { nowSeconds } from '../../lib/danish.js';
import { inTransaction } from '../../lib/transaction.js';
import { fileContexts, type FileContext } from './file-context.js';
import { reportedFilesByIds } from './queries.js';

export const decisionSchema = (summary: string) => ({
  tags: ['admin'],
  summary,
  params: FileParams,
  response: { 200: FileReportActionReply, ...errorResponses },
});

export interface Decision {
  state: 'removed' | 'dismissed';
  /** The removal's reason (the uploader is told it); null for a dismissal. */
  reason: string | null;
  /** The decision's own change in the transaction; returns the audit's action and its `after`. */
  apply(context: FileContext): Promise<Pick<AuditEntry, 'action' | 'after'>>;
}

/** What the file was, for the audit row: its purpose, what it belonged to, its caption. */
function fileBefore({ file, owner }: FileContext) {
  return {
    purpose: file.purpose,
    owner: {
      title: owner.title,
      job_id: file.jobId,
      message_id: file.messageId,
      reference_id: file.referenceId,
      logo_company_id: file.logoCompanyId,
    },
    caption: file.caption,
    removed_at: file.removedAt,
  };
}

export async function decideReports(
  db: Db,
  adminId: number,
  key: string,
  decision: Decision,
): Promise<ReportedFile> {
  const fileId = await inTransaction(db, async () => {
    const row = await fileByKey(db, key);
    const context = row && (await fileContexts(db, [row.id])).get(row.id);
    if (!context) throw new AppError(404, 'errors:::file_unknown');
    const closed = await db
      .update(fileReports)
      .set({
        state: decision.state,
        decidedByUserId: adminId,
        decidedAt: nowSeconds(),
        decisionReason: decision.reason,
      })
      .where(and(eq(fileReports.fileId, context.file.id), eq(fileReports.state, 'open')))
      .returning({ id: fileReports.id })
      .all();
    if (closed.length === 0) throw new AppError(409, 'errors:::file_report_none');
    const audit = await decision.apply(context);
    await recordAudit(db, {
      actorId: adminId,
      targetType: 'file',
      targetId: context.file.id,
      before: { ...fileBefore(context), open_reports: closed.length },
      ...audit,
    });
    return context.file.id;
  });
  const [item] = await reportedFilesByIds(db, [fileId], 'decided');
  if (!item) throw new Error('a decided file is missing from the decided list');
  return item;
}
