// The administrators' actions on one record (a company, a customer), as the administrator's pages
// show them: newest first, who did it, and the reason or note they gave. Shared by the admin areas.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminAuditEntry } from '@opgavetorvet/contracts';
import type { Db } from '../open.js';
import { auditLog, users } from '../schema/index.js';

/** The reason or note an audit row's `after` carries, if any. */
function reasonOf(after: string | null): string | null {
  try {
    const parsed = after ? (JSON.parse(after) as { reason?: unknown; note?: unknown }) : null;
    const value = parsed?.reason ?? parsed?.note;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The last 50 actions on the record `targetType` `targetId` ('company' 12, 'user' 7). */
export async function auditTrailOf(db: Db, targetType: string, targetId: number): Promise<AdminAuditEntry[]> {
  const rows = await db
    .select({
      action: auditLog.action,
      actor: users.name,
      created_at: auditLog.createdAt,
      // The stored JSON text: reasonOf reads it and tolerates what does not parse.
      after: sql<string | null>`${auditLog.after}`,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(50)
    .all();
  return rows.map((row) => {
    const text = reasonOf(row.after);
    return { action: row.action, actor: row.actor, created_at: row.created_at, text };
  });
}
