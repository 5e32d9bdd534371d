// Getting started (issue 31): the new company's start checklist that /firma/opgaver shows until it is
// done. The calling company's own (companyScope).
import type { FastifyPluginAsync } from 'fastify';
import { companyScope } from '../../plugins/app/scopes.js';
import startChecklistRoute from './start-checklist.js';

const companyStart: FastifyPluginAsync = async (fastify) => {
  await fastify.register(companyScope, { routes: [startChecklistRoute] });
};

export default companyStart;
