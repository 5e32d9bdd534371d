// PUT /api/bruger/opgaver/:jobId/billeder: the customer sets her job's photos (issue 30) to the
// list she sends, in its order and with its captions: photos she has keep their place in the list,
// her new uploads for the job are added, and photos left out are removed (the sweep then deletes
// every size of them). Only her own job (another's is 404, as its page) while it is open or has a
// chosen supplier (otherwise 409); a refused photo changes nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  JOB_PHOTOS_MAX,
  JobPageParams,
  JobPhotosBody,
  JobPhotosReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { filesOf } from '../../db/queries/files.js';
import { AppError } from '../../errors.js';
import { setAttachedFiles } from '../../lib/files/attach.js';
import { uploaderOf } from '../../lib/files/uploader.js';
import { inTransaction } from '../../lib/transaction.js';
import { ownJobOrNotFound } from './queries.js';
import { photosChangeable } from './rules.js';

const jobPhotosRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.put(
    '/api/bruger/opgaver/:jobId/billeder',
    {
      schema: {
        tags: ['bruger'],
        summary: "Set the own job's photos: their order and captions, new uploads added, the rest removed",
        params: JobPageParams,
        body: JobPhotosBody,
        response: { 200: JobPhotosReply, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.customer;
      const { jobId } = request.params;
      const by = uploaderOf(request);
      return await inTransaction(db, async () => {
        const job = await ownJobOrNotFound(db, jobId, user.id);
        if (!photosChangeable(job.status)) throw new AppError(409, 'errors:::job_photos_locked');
        await setAttachedFiles(db, {
          files: request.body.photos,
          to: { job: job.id },
          by,
          max: JOB_PHOTOS_MAX,
        });
        return { photos: (await filesOf(db, { jobIds: [job.id] })).get(job.id) ?? [] };
      });
    },
  );
};

export default jobPhotosRoute;
