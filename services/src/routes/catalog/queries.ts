// Reads of the catalogue: every category in tree order, one category by slug, a category's
// create-job attributes with their options, and the link of a category's create-job page.
import { asc, eq, inArray } from 'drizzle-orm';
import type { CategoryAttribute, CategoryRef } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { attributeOptions, categories, categoryAttributes } from '../../db/schema/index.js';

export type CategoryRow = typeof categories.$inferSelect;

/** /{createjob_uri}/{slug}: where a customer starts a job in the category. */
export function linkOf(category: Pick<CategoryRow, 'createjobUri' | 'slug'>): string {
  return `/${category.createjobUri}/${category.slug}`;
}

export function refOf(category: CategoryRow): CategoryRef {
  return { id: category.id, name: category.name, slug: category.slug, createjob_uri: category.createjobUri, link: linkOf(category) };
}

/** Every category, top-level and sub, in the order the tree shows them. */
export function allCategories(db: Db): CategoryRow[] {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.name)).all();
}

export function categoryBySlug(db: Db, slug: string): CategoryRow | undefined {
  return db.select().from(categories).where(eq(categories.slug, slug)).get();
}

export function categoryById(db: Db, id: number): CategoryRow | undefined {
  return db.select().from(categories).where(eq(categories.id, id)).get();
}

/** The questions of a category's create-job form, each with its options, in form order. */
export function attributesOf(db: Db, categoryId: number): CategoryAttribute[] {
  const attributes = db
    .select()
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId))
    .orderBy(asc(categoryAttributes.sort), asc(categoryAttributes.id))
    .all();
  if (attributes.length === 0) return [];
  const options = db
    .select()
    .from(attributeOptions)
    .where(inArray(attributeOptions.attributeId, attributes.map((a) => a.id)))
    .orderBy(asc(attributeOptions.sort), asc(attributeOptions.id))
    .all();
  return attributes.map((a) => ({
    id: a.id,
    name: a.name,
    kind: a.kind,
    unit: a.unit,
    required: a.required,
    options: options.filter((o) => o.attributeId === a.id).map((o) => ({ id: o.id, label: o.label })),
  }));
}
