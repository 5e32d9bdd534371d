// The administrator carries out a person's export or erasure request (issue 32): find the person
// by e-mail, download the ZIP, or erase the account with the request's reason. Both are
// audit-logged ('person.export', 'person.erase') with ids only, so the log keeps nothing personal.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import {
  AdminEraseBody,
  AdminPersonParams,
  AdminPersonQuery,
  AdminPersonReply,
  EraseAccountReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { companies, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { erasePerson } from '../../domain/personal-data/erase.js';
import { personOf } from '../../lib/personal-data/person.js';
import { sendPersonalData } from './send-zip.js';

const notFound = () => new AppError(404, 'errors:::person_not_found');

const adminPersonRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/personer',
    {
      schema: {
        tags: ['admin'],
        summary: 'A person by e-mail, before an export or an erasure',
        querystring: AdminPersonQuery,
        response: { 200: AdminPersonReply, ...errorResponses },
      },
    },
    async (request) => {
      const person = await fastify.db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: users.role,
          company_name: companies.name,
          deleted_at: users.deletedAt,
        })
        .from(users)
        .leftJoin(companies, eq(companies.userId, users.id))
        .where(eq(users.email, request.query.email.trim().toLowerCase()))
        .get();
      return { person: person ?? null };
    },
  );

  fastify.get(
    '/api/admin/personer/:id/eksport',
    {
      schema: {
        tags: ['admin'],
        summary: "A person's data as a ZIP download (audit-logged)",
        params: AdminPersonParams,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const person = await personOf(fastify.db, request.params.id);
      if (!person) throw notFound();
      await recordAudit(fastify.db, {
        actorId: request.admin.id,
        action: 'person.export',
        targetType: 'user',
        targetId: person.userId,
      });
      return sendPersonalData(fastify, reply, person);
    },
  );

  fastify.post(
    '/api/admin/personer/:id/slet',
    {
      schema: {
        tags: ['admin'],
        summary: "Erase a person's account and personal data (audit-logged)",
        params: AdminPersonParams,
        body: AdminEraseBody,
        response: { 200: EraseAccountReply, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const erased = await erasePerson(
        fastify.db,
        fastify.fileStore,
        id,
        request.t('common:::deleted_user'),
        async (person) => {
          if (person.role === 'admin') throw new AppError(409, 'errors:::person_is_admin');
          await recordAudit(fastify.db, {
            actorId: request.admin.id,
            action: 'person.erase',
            targetType: 'user',
            targetId: person.userId,
            before: { role: person.role, company_id: person.companyId },
            after: { reason: request.body.reason.trim() },
          });
        },
      );
      if (!erased) throw notFound();
      return { type: 'success' as const, message: request.t('admin:::personer::erased') };
    },
  );
};

export default adminPersonRoutes;
