// The company's own details (issue 31), edited on /firma/oplysninger: GET /api/firma/profil reads
// them, PUT /api/firma/profil saves the whole set by lib/company-details (its rules, the zip table,
// the CVR number's checks and the register), as the administrator's edit does (issue 33).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyDetailsBody,
  CompanyDetailsReply,
  CompanyDetailsSavedReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { ownDetails } from '../../lib/company-details/queries.js';
import { prepareDetails, writeDetails } from '../../lib/company-details/save.js';
import { inTransaction } from '../../lib/transaction.js';

/** The reply's message by how the save went with the register. */
const SAVED_MESSAGES = {
  verified: 'firma:::company_details::saved_verified',
  unchecked: 'firma:::company_details::saved_unchecked',
  not_asked: 'firma:::company_details::saved',
} as const;

const detailsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const tags = ['company-settings'];

  fastify.get(
    '/api/firma/profil',
    {
      schema: {
        tags,
        summary: "The company's own details and its CVR check",
        response: { 200: CompanyDetailsReply, ...errorResponses },
      },
    },
    async (request) => await ownDetails(db, request.company.id),
  );

  fastify.put(
    '/api/firma/profil',
    {
      schema: {
        tags,
        summary: "Save the company's details (the CVR number checked, and looked up when a register is set)",
        body: CompanyDetailsBody,
        response: { 200: CompanyDetailsSavedReply, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const write = await prepareDetails(db, fastify.config, companyId, request.body, request.log);
      await inTransaction(db, () => writeDetails(db, fastify.config, companyId, write));
      const outcome = write.outcome;
      return {
        type: 'success' as const,
        message: request.t(SAVED_MESSAGES[outcome]),
        details: await ownDetails(db, request.company.id),
      };
    },
  );
};

export default detailsRoute;
