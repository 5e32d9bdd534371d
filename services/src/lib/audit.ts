// Writes one audit row for an administrator's action. Call it inside the action's transaction with
// the record as it was and as it became, so the log and the change exist together.
import type { Db } from '../db/open.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  actorId: number;
  action: string;
  targetType: string;
  targetId: number;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insert(auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })
    .run();
}
