// The status of a page address: 200 when the front end shows a page there, 404 when it shows its
// not-found screen. An address no route names (page-routes.ts) is not found; so is a company
// profile /{slug} without such a company (the front end reads GET /api/companies/:slug, which then
// answers errors:::company_not_found) and a create-job page in a category that does not exist
// (GET /api/categories/:slug, errors:::category_unknown). Each such check is one prepared statement.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PAGES } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { categories, companies } from '../../db/schema/index.js';
import { pageRouteOf, type PageRoute } from './page-routes.js';

const lookups = perDatabase((db: Db) => ({
  company: db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.slug, sql.placeholder('slug')), isNull(companies.deletedAt)))
    .limit(1)
    .prepare(),
  category: db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare(),
}));

/** The pages whose address names a row: the page exists only if the row does. */
const ROW_OF_PAGE: Partial<Record<PageRoute, keyof ReturnType<typeof lookups>>> = {
  [PAGES.companyProfile]: 'company',
  [PAGES.createJobIn]: 'category',
  [PAGES.categoryCreateJob]: 'category',
};

export async function pageStatus(db: Db, path: string): Promise<200 | 404> {
  const page = pageRouteOf(path);
  if (!page) return 404;
  const row = ROW_OF_PAGE[page.route];
  if (!row) return 200;
  const found = await lookups(db)[row].get({ slug: page.params.slug ?? '' });
  return found === undefined ? 404 : 200;
}
