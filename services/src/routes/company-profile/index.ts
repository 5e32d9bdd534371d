// The company profile area: the public profile of a company that the page /{slug} shows, and a
// customer's own offers from that company (customerScope).
import type { FastifyPluginAsync } from 'fastify';
import { customerScope } from '../../plugins/app/scopes.js';
import ownOffersRoute from './own-offers.js';
import companyProfileRoute from './profile.js';

const companyProfile: FastifyPluginAsync = async (fastify) => {
  await fastify.register(companyProfileRoute);
  await fastify.register(customerScope, { routes: [ownOffersRoute] });
};

export default companyProfile;
