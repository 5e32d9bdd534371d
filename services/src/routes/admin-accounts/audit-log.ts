// GET /api/admin/log: the audit log (issue 33), every administrator's action newest first, 50 a
// page, searchable by who (part of the administrator's name or e-mail), what (part of the action),
// the record ('company', or 'company 12') and a span of Danish calendar days.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { AuditLogQuery, AuditLogReply, type AuditLogRow } from '@opgavetorvet/contracts';
import { containsFolded } from '../../db/engine/dialect.js';
import type { Db } from '../../db/open.js';
import { auditLog, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { fromWallClock } from '../../lib/danish.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

export const AUDIT_PAGE_SIZE = 50;

/** The start of a YYYY-MM-DD day in Copenhagen (unix seconds); `next` gives the start of the day after. */
function dayStart(text: string, next = false): number {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) throw new AppError(400, 'errors:::date_invalid');
  return fromWallClock(year, month, day + (next ? 1 : 0));
}

/** The search's conditions; empty fields search nothing. */
function conditionsOf(query: AuditLogQuery): SQL[] {
  const conditions: SQL[] = [];
  const folded = (text: string | undefined) => (text ?? '').trim().toLocaleLowerCase('da-DK');
  const who = folded(query.who);
  if (who) conditions.push(or(containsFolded(users.name, who), containsFolded(users.email, who))!);
  const what = folded(query.what);
  if (what) conditions.push(containsFolded(auditLog.action, what));
  const target = folded(query.target);
  if (target) {
    const [, type, id] = /^([^\s#]*)[\s#]*([0-9]*)$/.exec(target) ?? [null, target, ''];
    if (type) conditions.push(eq(auditLog.targetType, type));
    if (id) conditions.push(eq(auditLog.targetId, Number(id.slice(0, 10))));
  }
  if (query.from) conditions.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.createdAt, dayStart(query.to, true)));
  return conditions;
}

export async function auditLogPage(
  db: Db,
  query: AuditLogQuery,
  page: number,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const conditions = conditionsOf(query);
  const where = conditions.length ? and(...conditions) : undefined;
  const total =
    (
      await db
        .select({ n: count() })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .get()
    )?.n ?? 0;
  const rows = await db
    .select({
      id: auditLog.id,
      created_at: auditLog.createdAt,
      actor_id: auditLog.actorId,
      actor_name: users.name,
      actor_email: users.email,
      action: auditLog.action,
      target_type: auditLog.targetType,
      target_id: auditLog.targetId,
      // The stored JSON texts as they are.
      before: sql<string | null>`${auditLog.before}`,
      after: sql<string | null>`${auditLog.after}`,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .all();
  return { rows, total };
}

const auditLogRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/log',
    {
      schema: {
        tags: ['admin'],
        summary: "The administrators' actions, newest first, searchable",
        querystring: AuditLogQuery,
        response: scopedResponses(AuditLogReply),
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = await auditLogPage(fastify.db, request.query, page);
      return { rows, page, page_size: AUDIT_PAGE_SIZE, total };
    },
  );
};

export default auditLogRoute;
