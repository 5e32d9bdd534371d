// What the administrator's changes to one company (blocking, crediting by hand) have in common: the
// route schema (the company in the path, the action's body, SPEC §8's notice back), and one IMMEDIATE
// transaction that finds the company (404 when there is none), makes the change and writes its audit
// row, so the log and the change exist together.
import type { TSchema } from 'typebox';
import { AdminActionReply, AdminCompanyParams, errorResponses } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { AppError } from '../../errors.js';
import { recordAudit, type AuditEntry } from '../../lib/audit.js';
import { immediately } from '../../lib/ledger.js';
import { companyById, type CompanyRow } from './queries.js';

export const companyChangeSchema = <B extends TSchema>(summary: string, body: B) => ({
  tags: ['admin'],
  summary,
  params: AdminCompanyParams,
  body,
  response: { 200: AdminActionReply, ...errorResponses },
});

/** The audited part of a change: its action name and the company's state before and after. */
export type CompanyChangeAudit = Pick<AuditEntry, 'action' | 'before' | 'after'>;

export function changeCompany(
  db: Db,
  adminId: number,
  companyId: number,
  change: (company: CompanyRow) => Promise<CompanyChangeAudit> | CompanyChangeAudit,
): Promise<void> {
  return immediately(db, async () => {
    const company = await companyById(db, companyId);
    if (!company) throw new AppError(404, 'errors:::company_not_found');
    const audit = await change(company);
    await recordAudit(db, { actorId: adminId, targetType: 'company', targetId: companyId, ...audit });
  });
}
