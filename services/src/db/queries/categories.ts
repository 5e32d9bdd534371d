// Reads of the catalogue shared by the areas: one category by its id (posting a job, a review, the
// search agents' form) and a category's create-job questions with their options.
import { asc, eq, inArray } from 'drizzle-orm';
import type { CategoryAttribute } from '@opgavetorvet/contracts';
import type { Db } from '../open.js';
import { attributeOptions, categories, categoryAttributes } from '../schema/index.js';

export type CategoryRow = typeof categories.$inferSelect;

export async function categoryById(db: Db, id: number): Promise<CategoryRow | undefined> {
  return await db.select().from(categories).where(eq(categories.id, id)).get();
}

/** The questions of a category's create-job form, each with its options, in form order. */
export async function attributesOf(db: Db, categoryId: number): Promise<CategoryAttribute[]> {
  const attributes = await db
    .select()
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId))
    .orderBy(asc(categoryAttributes.sort), asc(categoryAttributes.id))
    .all();
  if (attributes.length === 0) return [];
  const options = await db
    .select()
    .from(attributeOptions)
    .where(
      inArray(
        attributeOptions.attributeId,
        attributes.map((a) => a.id),
      ),
    )
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
