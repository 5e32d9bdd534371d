// The company profile area: the public profile of a company that the page /{slug} shows, and a
// customer's own offers from that company.
import type { FastifyPluginAsync } from 'fastify';
import ownOffersRoute from './own-offers.js';
import companyProfileRoute from './profile.js';

const companyProfile: FastifyPluginAsync = async (fastify) => {
  await fastify.register(companyProfileRoute);
  await fastify.register(ownOffersRoute);
};

export default companyProfile;
