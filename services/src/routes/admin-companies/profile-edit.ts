// PUT /api/admin/firmaer/:companyId/profil: the administrator saves a company's profile fields (issue
// 33) with the company's own schema (CompanyDetailsBody) and rules (lib/company-details: the zip
// table, the CVR number's checks and the register, asked before the transaction). The change, its
// audit row (the fields before and after) and the mail telling the company are one transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyDetailsBody, type CompanyDetailsReply } from '@opgavetorvet/contracts';
import { ownDetails } from '../../lib/company-details/queries.js';
import { prepareDetails, writeDetails } from '../../lib/company-details/save.js';
import { AppError } from '../../errors.js';
import { changeCompany, companyChangeSchema } from './company-change.js';
import { companyById } from './queries.js';
import { tellCompany } from './tell-company.js';

/** The fields as the audit keeps them: what the company's form shows, without the register's copy. */
const audited = ({ register: _register, ...details }: CompanyDetailsReply) => details;

const profileEditRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put(
    '/api/admin/firmaer/:companyId/profil',
    {
      schema: companyChangeSchema(
        "Save a company's profile fields (the company is told by mail)",
        CompanyDetailsBody,
      ),
    },
    async (request) => {
      const { db } = fastify;
      const { companyId } = request.params;
      // Found before the register is asked: an unknown company is a 404, not a register lookup.
      if (!(await companyById(db, companyId))) throw new AppError(404, 'errors:::company_not_found');
      const write = await prepareDetails(db, fastify.config, companyId, request.body, request.log);
      await changeCompany(db, request.admin.id, companyId, async (company) => {
        const before = audited(await ownDetails(db, companyId));
        await writeDetails(db, fastify.config, companyId, write);
        await tellCompany(fastify, company, 'profile');
        return { action: 'company.profile', before, after: audited(await ownDetails(db, companyId)) };
      });
      return { type: 'success' as const, message: request.t('admin:::firmaer::edit::profile_saved') };
    },
  );
};

export default profileEditRoute;
