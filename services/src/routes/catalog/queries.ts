// Reads of the catalogue: every category in tree order, selected into the replies' shape (one
// category by id and its create-job questions, which other areas read too, are
// db/queries/categories.ts).
import { asc, sql } from 'drizzle-orm';
import type { CategoryRef } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { categories } from '../../db/schema/index.js';

/**
 * Every category, top-level and sub, in the order the tree shows them: the reply's CategoryRef with
 * the link /{createjob_uri}/{slug} where a customer starts a job in it, its description, and what
 * places it in the tree and lets the search find it.
 */
export async function allCategories(db: Db) {
  return await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      createjob_uri: categories.createjobUri,
      link: sql<string>`'/' || ${categories.createjobUri} || '/' || ${categories.slug}`,
      description: sql<string>`coalesce(${categories.description}, '')`,
      parentId: categories.parentId,
      searchWords: categories.searchWords,
    })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.name))
    .all();
}
export type CatalogCategory = Awaited<ReturnType<typeof allCategories>>[number];

/** The category as a reference in the tree (without its description and search words). */
export function refOf({
  description: _text,
  parentId: _parent,
  searchWords: _words,
  ...ref
}: CatalogCategory): CategoryRef {
  return ref;
}
