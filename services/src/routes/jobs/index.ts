// The jobs area: a customer's job list (customerScope), a company's open jobs to bid on
// (companyScope), and posting a new job (open to visitors; the handler refuses other roles).
import type { FastifyPluginAsync } from 'fastify';
import { companyScope, customerScope } from '../../plugins/app/scopes.js';
import companyJobsRoute from './company-jobs.js';
import createJobRoute from './create-job.js';
import userJobsRoute from './user-jobs.js';

const jobs: FastifyPluginAsync = async (fastify) => {
  await fastify.register(customerScope, { routes: [userJobsRoute] });
  await fastify.register(companyScope, { routes: [companyJobsRoute] });
  await fastify.register(createJobRoute);
};

export default jobs;
