// /ajax/firma/infocategoryscore: the company's own figures in a category (and its subcategories):
// title is the category's name, html the figures. Nothing about other companies' bids.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InfoCategoryScoreBody, InfoCategoryScoreReply } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { CategoryScoreInfo, type CategoryScore } from './html/category-score.js';
import { and, avg, count, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { perDatabase } from '../../db/per-database.js';
import { categories, contacts, jobs, reviews, subscriptions } from '../../db/schema/index.js';

const placeholder = sql.placeholder;

/** The category's name with the company's figures in it and its subcategories; prepared once per database. */
const scoreStatement = perDatabase((db) => {
  const category = placeholder('category');
  const company = placeholder('company');
  const inCategory = db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, category), eq(categories.parentId, category)));
  /** How many of the company's contacts in the category meet the condition. */
  const ownContacts = (condition: SQL) =>
    sql<number>`${db
      .select({ n: count() })
      .from(contacts)
      .innerJoin(jobs, eq(jobs.id, contacts.jobId))
      .where(and(eq(contacts.companyId, company), condition, inArray(jobs.categoryId, inCategory)))}`;
  const ownReviews = and(
    eq(reviews.companyId, company),
    inArray(reviews.categoryId, inCategory),
    isNull(reviews.removedAt),
  );
  return db
    .select({
      name: categories.name,
      open_jobs: sql<number>`${db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.status, 'open'), inArray(jobs.categoryId, inCategory)))}`,
      bids: ownContacts(ne(contacts.state, 'withdrawn')),
      won: ownContacts(isNotNull(contacts.selectedAt)),
      finished: ownContacts(eq(contacts.state, 'finished')),
      reviews: sql<number>`${db.select({ n: count() }).from(reviews).where(ownReviews)}`,
      average_rating: sql<number | null>`${db
        .select({ average: avg(reviews.rating) })
        .from(reviews)
        .where(ownReviews)}`,
      subscription: sql<string | null>`${db
        .select({ type: subscriptions.type })
        .from(subscriptions)
        .where(and(eq(subscriptions.companyId, company), eq(subscriptions.categoryId, category)))}`,
    })
    .from(categories)
    .where(eq(categories.id, category))
    .prepare();
});

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
      const found = await scoreStatement(fastify.db).get({
        company: companyId,
        category: request.body.categories_id,
      });
      if (!found) throw new AppError(404, 'fragments-firma:::errors::category_not_found');
      const { name, ...score }: { name: string } & CategoryScore = found;
      const category = { name };
      const t = fragmentT(request);
      return {
        title: t('fragments-firma:::score::title', { name: category.name }),
        html: renderHtml(<CategoryScoreInfo score={score} t={t} />),
      };
    },
  );
};

export default categoryScoreRoute;
