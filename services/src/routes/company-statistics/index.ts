// How the company is doing (issue 31, /firma/statistik): its offers, won jobs, revenue and reply
// time per month and per category. The calling company's own (companyScope).
import type { FastifyPluginAsync } from 'fastify';
import { companyScope } from '../../plugins/app/scopes.js';
import statisticsRoute from './statistics.js';

const companyStatistics: FastifyPluginAsync = async (fastify) => {
  await fastify.register(companyScope, { routes: [statisticsRoute] });
};

export default companyStatistics;
