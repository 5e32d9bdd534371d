// Reads of the catalogue: every category in tree order, one category by slug, and the link of a
// category's create-job page (one category by id and its create-job questions, which other areas
// read too, are db/queries/categories.ts).
import { asc, eq } from 'drizzle-orm';
import type { CategoryRef } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import type { CategoryRow } from '../../db/queries/categories.js';
import { categories } from '../../db/schema/index.js';

/** /{createjob_uri}/{slug}: where a customer starts a job in the category. */
export function linkOf(category: Pick<CategoryRow, 'createjobUri' | 'slug'>): string {
  return `/${category.createjobUri}/${category.slug}`;
}

export function refOf(category: CategoryRow): CategoryRef {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    createjob_uri: category.createjobUri,
    link: linkOf(category),
  };
}

/** Every category, top-level and sub, in the order the tree shows them. */
export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.name)).all();
}

export async function categoryBySlug(db: Db, slug: string): Promise<CategoryRow | undefined> {
  return await db.select().from(categories).where(eq(categories.slug, slug)).get();
}
