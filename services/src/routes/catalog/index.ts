// The catalogue area: the category typeahead and the category tree with each create-job form.
import type { FastifyPluginAsync } from 'fastify';
import categoriesRoutes from './categories.js';
import searchCategoryRoute from './search-category.js';

const catalog: FastifyPluginAsync = async (fastify) => {
  await fastify.register(searchCategoryRoute);
  await fastify.register(categoriesRoutes);
};

export default catalog;
