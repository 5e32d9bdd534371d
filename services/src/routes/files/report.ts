// POST /api/filer/:key/anmeld: "Anmeld billede" (issue 30). Whoever may see a file that is part of
// something (lib/files/access.ts: a visitor the public logos and reference photos, a company the
// photos of a job it may see, …) may report it with a reason for the administrator's queue
// (/admin/billeder); anyone else gets 404, as the file itself answers. A second report of the same
// file by the same reporter (an account, or a visitor's address) while it is open adds nothing and
// is thanked alike. At most FILE_REPORTS_PER_DAY reports a day per account, or per address for a
// visitor, counted in the shared rate-limit table as the daily upload quota is (rules.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FILE_REPORTS_PER_DAY,
  FileParams,
  FileReportBody,
  MessageReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { addFileReport } from '../../db/queries/file-reports.js';
import { fileByKey } from '../../db/queries/files.js';
import { AppError } from '../../errors.js';
import { mayViewFile } from '../../lib/files/access.js';
import { uploaderOf } from '../../lib/files/uploader.js';
import { quotaKey } from './rules.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const reportRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/filer/:key/anmeld',
    {
      config: {
        rateLimit: {
          max: FILE_REPORTS_PER_DAY,
          timeWindow: DAY_MS,
          keyGenerator: (request) => quotaKey(request.currentUser, request.ip),
          errorResponseBuilder: () => new AppError(429, 'errors:::file_report_quota'),
        },
      },
      schema: {
        tags: ['files'],
        summary: 'Report a photo or file to the administrator, with a reason',
        params: FileParams,
        body: FileReportBody,
        response: { 200: MessageReply, ...errorResponses },
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      const row = await fileByKey(fastify.db, request.params.key);
      const viewer = { user: request.currentUser, token: uploaderOf(request).token };
      // An upload not yet part of anything is seen by its uploader alone: nothing to report.
      if (!row || row.attachedAt === null || !(await mayViewFile(fastify.db, viewer, row)))
        throw new AppError(404, 'errors:::file_unknown');
      if (reason === '') throw new AppError(400, 'errors:::file_report_reason');
      await addFileReport(fastify.db, {
        fileId: row.id,
        reporterUserId: request.currentUser?.id ?? null,
        reporterAddress: request.ip,
        reason,
      });
      return {
        type: 'success' as const,
        message: request.t(`notices:::file_reported::${row.kind}`),
      };
    },
  );
};

export default reportRoute;
