// The catalogue area: the category typeahead, the category tree with each create-job form, the regions.
import type { FastifyPluginAsync } from 'fastify';
import categoriesRoutes from './categories.js';
import regionsRoute from './regions.js';
import searchCategoryRoute from './search-category.js';

const catalog: FastifyPluginAsync = async (fastify) => {
  await fastify.register(searchCategoryRoute);
  await fastify.register(categoriesRoutes);
  await fastify.register(regionsRoute);
};

export default catalog;
