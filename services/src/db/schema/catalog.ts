// The catalogue customers post into: categories as a tree with their attributes (checkboxes,
// selects, numbers, car models), and the regions with their zip codes.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

export const categories = sqliteTable(
  'categories',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    parentId: integer().references((): AnySQLiteColumn => categories.id),
    name: text().notNull(),
    slug: text().notNull().unique(),
    /** First path segment of /{createjob_uri}/{slug}. */
    createjobUri: text().notNull().default('createjob'),
    description: text(),
    searchWords: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const ATTRIBUTE_KINDS = ['checkbox', 'select', 'number', 'car_model'] as const;

export const categoryAttributes = sqliteTable(
  'category_attributes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text({ enum: ATTRIBUTE_KINDS }).notNull(),
    unit: text(),
    required: integer({ mode: 'boolean' }).notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [index('category_attributes_category_idx').on(t.categoryId)],
);

export const attributeOptions = sqliteTable(
  'attribute_options',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    attributeId: integer()
      .notNull()
      .references(() => categoryAttributes.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('attribute_options_attribute_idx').on(t.attributeId)],
);

export const carModels = sqliteTable(
  'car_models',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    make: text().notNull(),
    model: text().notNull(),
  },
  (t) => [index('car_models_make_idx').on(t.make, t.model)],
);

export const regions = sqliteTable('regions', {
  id: integer().primaryKey({ autoIncrement: true }),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
});

export const zipCodes = sqliteTable(
  'zip_codes',
  {
    zip: text().primaryKey(),
    city: text().notNull(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
  },
  (t) => [index('zip_codes_region_idx').on(t.regionId)],
);
