// /ajax/firma/infocategoryscore: the company's own figures in a category (and its subcategories):
// title is the category's name, html the figures. Nothing about other companies' bids.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InfoCategoryScoreBody, InfoCategoryScoreReply } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { CategoryScoreInfo, type CategoryScore } from './html/category-score.js';
import { one } from '../../db/prepared-sql.js';

const IN_CATEGORY = `(select id from categories where id = @category or parent_id = @category)`;

const categoryScoreRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/infocategoryscore',
    {
      schema: {
        tags: ['company-jobs'],
        summary: "The company's figures in a category",
        body: InfoCategoryScoreBody,
        response: { 200: InfoCategoryScoreReply, ...companyRefusals },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const params = { company: companyId, category: request.body.categories_id };
      const category = one<{ name: string }>(
        fastify.db,
        'select name from categories where id = @category',
        params,
      );
      if (!category) throw new AppError(404, 'fragments-firma:::errors::category_not_found');
      const score = one<CategoryScore>(
        fastify.db,
        `select
           (select count(*) from jobs where status = 'open' and category_id in ${IN_CATEGORY}) open_jobs,
           (select count(*) from contacts ct join jobs j on j.id = ct.job_id
             where ct.company_id = @company and ct.state <> 'withdrawn' and j.category_id in ${IN_CATEGORY}) bids,
           (select count(*) from contacts ct join jobs j on j.id = ct.job_id
             where ct.company_id = @company and ct.selected_at is not null and j.category_id in ${IN_CATEGORY}) won,
           (select count(*) from contacts ct join jobs j on j.id = ct.job_id
             where ct.company_id = @company and ct.state = 'finished' and j.category_id in ${IN_CATEGORY}) finished,
           (select count(*) from reviews where company_id = @company and category_id in ${IN_CATEGORY}) reviews,
           (select avg(rating) from reviews where company_id = @company and category_id in ${IN_CATEGORY}) average_rating,
           (select type from subscriptions where company_id = @company and category_id = @category) subscription`,
        params,
      ) as CategoryScore;
      const t = fragmentT(request);
      return {
        title: t('fragments-firma:::score::title', { name: category.name }),
        html: renderHtml(<CategoryScoreInfo score={score} t={t} />),
      };
    },
  );
};

export default categoryScoreRoute;
