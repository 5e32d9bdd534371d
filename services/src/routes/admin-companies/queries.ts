// Reads of the administrator's company pages: search by name, CVR or e-mail, one company with its
// plans, and the audit trail of administrators' actions on it.
import { sql } from 'drizzle-orm';
import type { AdminAuditEntry, AdminCompanyPlan, AdminCompanyRow } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';

export const SEARCH_LIMIT = 25;

const balanceSql = sql.raw(
  '(select coalesce(sum(l.amount_ore), 0) from balance_ledger l where l.company_id = c.id)',
);

interface RawRow {
  company_id: number;
  name: string;
  cvr: string | null;
  email: string;
  blocked_at: number | null;
  balance_ore: number;
}

/**
 * Companies whose name, CVR, company e-mail or login e-mail contains the search (Danish case folding by
 * da_lower, registered where the database is opened); newest first without a search.
 */
export function searchCompanies(db: Db, q: string): AdminCompanyRow[] {
  const term = q.trim().toLocaleLowerCase('da-DK');
  const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const digits = term.replace(/[^0-9]/g, '');
  const rows = db.all<RawRow>(sql`
    select c.id company_id, c.name, c.cvr, c.email, c.blocked_at, ${balanceSql} balance_ore
    from companies c join users u on u.id = c.user_id
    where ${term} = ''
      or da_lower(c.name) like ${like} escape '\\'
      or da_lower(c.email) like ${like} escape '\\'
      or da_lower(u.email) like ${like} escape '\\'
      or (${digits} != '' and length(${digits}) >= 3 and replace(coalesce(c.cvr, ''), ' ', '') like ${`%${digits}%`})
    order by (da_lower(c.name) = ${term}) desc, c.created_at desc, c.id desc
    limit ${SEARCH_LIMIT}`);
  return rows.map(({ blocked_at, ...row }) => ({ ...row, blocked: blocked_at !== null }));
}

export interface CompanyRow {
  id: number;
  name: string;
  slug: string;
  cvr: string | null;
  email: string;
  phone: string | null;
  userId: number;
  blockedAt: number | null;
  blockedReason: string | null;
}

export function companyById(db: Db, companyId: number): CompanyRow | undefined {
  return db.get<CompanyRow | undefined>(sql`
    select id, name, slug, cvr, email, phone, user_id userId, blocked_at blockedAt, blocked_reason blockedReason
    from companies where id = ${companyId}`);
}

export function plansOf(db: Db, companyId: number): AdminCompanyPlan[] {
  return db.all<AdminCompanyPlan>(sql`
    select cc.category_id, cat.name category, coalesce(s.type, 'basic') type,
      case when coalesce(s.type, 'basic') = 'basic' then null else s.period_ends_at end period_ends_at
    from company_categories cc
    join categories cat on cat.id = cc.category_id
    left join subscriptions s on s.company_id = cc.company_id and s.category_id = cc.category_id
    where cc.company_id = ${companyId}
    order by cat.sort, cat.name`);
}

interface AuditRow {
  action: string;
  actor: string;
  created_at: number;
  after: string | null;
}

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

/** The administrators' actions on the company, newest first, with the reason or note they gave. */
export function auditOf(db: Db, companyId: number): AdminAuditEntry[] {
  const rows = db.all<AuditRow>(sql`
    select a.action, u.name actor, a.created_at, a.after
    from audit_log a join users u on u.id = a.actor_id
    where a.target_type = 'company' and a.target_id = ${companyId}
    order by a.created_at desc, a.id desc limit 50`);
  return rows.map((row) => {
    const text = reasonOf(row.after);
    return { action: row.action, actor: row.actor, created_at: row.created_at, text };
  });
}
