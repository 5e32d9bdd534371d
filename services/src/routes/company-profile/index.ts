// The company profile area: the public profile of a company that the page /{slug} shows.
import type { FastifyPluginAsync } from 'fastify';
import companyProfileRoute from './profile.js';

const companyProfile: FastifyPluginAsync = async (fastify) => {
  await fastify.register(companyProfileRoute);
};

export default companyProfile;
