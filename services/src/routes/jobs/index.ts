// The jobs area: posting a new job (open to visitors; the handler refuses other roles). The
// customer's own jobs are customer-jobs' list, a company's open jobs company-jobs' list.
import type { FastifyPluginAsync } from 'fastify';
import createJobRoute from './create-job.js';

const jobs: FastifyPluginAsync = async (fastify) => {
  await fastify.register(createJobRoute);
};

export default jobs;
