// The jobs area: a customer's job list, a company's open jobs to bid on, and posting a new job.
import type { FastifyPluginAsync } from 'fastify';
import companyJobsRoute from './company-jobs.js';
import createJobRoute from './create-job.js';
import userJobsRoute from './user-jobs.js';

const jobs: FastifyPluginAsync = async (fastify) => {
  await fastify.register(userJobsRoute);
  await fastify.register(companyJobsRoute);
  await fastify.register(createJobRoute);
};

export default jobs;
