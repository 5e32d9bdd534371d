// The company's logo (issue 30), shown on its profile, the directory cards and its offers: GET
// /api/firma/logo reads it, PUT sets an image the company uploaded for 'logo' (the logo before is
// removed, its file swept), DELETE removes it (204). Only the calling company's own logo; a key that
// is not its own unattached logo upload → 400 errors:::file_unknown, a PDF → 400 and nothing changes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CompanyLogoBody, CompanyLogoReply, errorResponses } from '@opgavetorvet/contracts';
import { logoOf } from '../../db/queries/company-references.js';
import { filesOf, storedFileOf } from '../../db/queries/files.js';
import { attachFiles, removeFiles } from '../../lib/files/attach.js';
import { uploaderOf } from '../../lib/files/uploader.js';
import { inTransaction } from '../../lib/transaction.js';
import { onlyImages } from './presentation-rules.js';

/** A company has one logo. */
const LOGO_FILES = 1;

const logoRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const tags = ['company-settings'];

  fastify.get(
    '/api/firma/logo',
    {
      schema: { tags, summary: "The company's logo", response: { 200: CompanyLogoReply, ...errorResponses } },
    },
    async (request) => ({ logo: await logoOf(db, request.company.id) }),
  );

  fastify.put(
    '/api/firma/logo',
    {
      schema: {
        tags,
        summary: 'Set the logo to an uploaded image (the one before is removed)',
        body: CompanyLogoBody,
        response: { 200: CompanyLogoReply, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const [row] = await inTransaction(db, async () => {
        const rows = await attachFiles(db, {
          files: [{ key: request.body.key }],
          to: { logo: companyId },
          by: uploaderOf(request),
          max: LOGO_FILES,
        });
        onlyImages(rows);
        return rows;
      });
      return { logo: storedFileOf(row!) };
    },
  );

  fastify.delete(
    '/api/firma/logo',
    {
      schema: {
        tags,
        summary: 'Remove the logo',
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const companyId = request.company.id;
      await inTransaction(db, async () => {
        const logos = (await filesOf(db, { logoCompanyIds: [companyId] })).get(companyId) ?? [];
        await removeFiles(
          db,
          logos.map((logo) => logo.key),
          'owner',
        );
      });
      return reply.code(204).send(null);
    },
  );
};

export default logoRoute;
