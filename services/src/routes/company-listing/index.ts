// The company listing area: the public "find a company" call behind the pages /firmaer/….
import type { FastifyPluginAsync } from 'fastify';
import listingRoute from './listing.js';

const companyListing: FastifyPluginAsync = async (fastify) => {
  await fastify.register(listingRoute);
};

export default companyListing;
