// POST /api/firma/soegeagenter: the company's mail agents (sogeagenter: new jobs in a category,
// optionally a region or zip, words and an answer to one of the category's questions, are mailed
// to it). Replaces the set; repeats are kept once; unknown category or region ids, a zip code that
// does not exist, or one outside the agent's region → 400 and nothing changes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MailAgentsBody } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import {
  categoriesByIds,
  existingRegionIds,
  optionCategories,
  replaceMailAgents,
  zipRegions,
} from './profile-queries.js';
import { uniqueAgents } from './rules.js';
import { settingsSaveSchema, settingsSaved } from './settings-saved.js';

const mailAgentsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/firma/soegeagenter',
    {
      schema: settingsSaveSchema('Save the mail agents (sogeagenter)', MailAgentsBody),
    },
    async (request) => {
      const companyId = request.company.id;
      const agents = uniqueAgents(request.body.agents);
      const categoryIds = [...new Set(agents.map((a) => a.category_id))];
      const regionIds = [...new Set(agents.flatMap((a) => (a.region_id ? [a.region_id] : [])))];
      if ((await categoriesByIds(fastify.db, categoryIds)).length !== categoryIds.length)
        throw new AppError(400, 'errors:::category_unknown');
      if ((await existingRegionIds(fastify.db, regionIds)).length !== regionIds.length)
        throw new AppError(400, 'errors:::region_unknown');
      const zips = [...new Set(agents.flatMap((a) => (a.zip ? [a.zip] : [])))];
      const zipRegion = await zipRegions(fastify.db, zips);
      if (zipRegion.size !== zips.length) throw new AppError(400, 'errors:::zip');
      for (const agent of agents)
        if (agent.zip && agent.region_id && zipRegion.get(agent.zip) !== agent.region_id)
          throw new AppError(400, 'errors:::agent_zip_region');
      // An answer option must be one of the agent's category's questions (or of a subcategory's).
      const options = await optionCategories(
        fastify.db,
        agents.flatMap((a) => (a.option_id ? [a.option_id] : [])),
      );
      for (const agent of agents) {
        if (!agent.option_id) continue;
        const [categoryId, parentId] = options.get(agent.option_id) ?? [];
        if (categoryId !== agent.category_id && parentId !== agent.category_id)
          throw new AppError(400, 'errors:::agent_option_unknown');
      }
      await replaceMailAgents(fastify.db, companyId, agents);
      return settingsSaved(request);
    },
  );
};

export default mailAgentsRoute;
