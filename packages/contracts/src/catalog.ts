// Category search and the category tree customers post jobs into, with each category's
// create-job form (its attributes: checkboxes, selects, numbers with a unit, car models).
import { Type, type Static } from 'typebox';
import { Id } from './common.js';

export const SearchCategoryBody = Type.Object(
  { search: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);
export type SearchCategoryBody = Static<typeof SearchCategoryBody>;

/** One typeahead suggestion: the label, where it leads (/{createjob_uri}/{slug}), and the category id. */
export const CategorySuggestion = Type.Object({
  search: Type.String(),
  link: Type.String(),
  word_id: Type.Integer(),
});
export type CategorySuggestion = Static<typeof CategorySuggestion>;

/** /ajax/bruger/search_category: at most 10 suggestions (SPEC §9). */
export const SearchCategoryReply = Type.Array(CategorySuggestion, { maxItems: 10 });
export type SearchCategoryReply = Static<typeof SearchCategoryReply>;

/** A category slug: lower case, æ→ae, ø→oe, å→aa, words joined by '-'. */
export const CategorySlug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 });

export const CategorySlugParams = Type.Object({ slug: CategorySlug }, { additionalProperties: false });
export type CategorySlugParams = Static<typeof CategorySlugParams>;

/** A category as a link target: the create-job page is at `link` = /{createjob_uri}/{slug}. */
export const CategoryRef = Type.Object({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  createjob_uri: Type.String(),
  link: Type.String(),
});
export type CategoryRef = Static<typeof CategoryRef>;

export const AttributeKind = Type.Union([
  Type.Literal('checkbox'),
  Type.Literal('select'),
  Type.Literal('number'),
  Type.Literal('car_model'),
]);
export type AttributeKind = Static<typeof AttributeKind>;

export const AttributeOption = Type.Object({ id: Id, label: Type.String() });
export type AttributeOption = Static<typeof AttributeOption>;

/** One question of the create-job form. Checkboxes allow several options, a select one. */
export const CategoryAttribute = Type.Object({
  id: Id,
  name: Type.String(),
  kind: AttributeKind,
  unit: Type.Union([Type.String(), Type.Null()]),
  required: Type.Boolean(),
  options: Type.Array(AttributeOption),
});
export type CategoryAttribute = Static<typeof CategoryAttribute>;

/** GET /api/categories/:slug: the category, its parent, its subcategories and its form. */
export const CategoryDetailReply = Type.Object({
  category: Type.Object({
    id: Id,
    name: Type.String(),
    slug: Type.String(),
    createjob_uri: Type.String(),
    link: Type.String(),
    description: Type.String(),
  }),
  parent: Type.Union([CategoryRef, Type.Null()]),
  children: Type.Array(CategoryRef),
  attributes: Type.Array(CategoryAttribute),
});
export type CategoryDetailReply = Static<typeof CategoryDetailReply>;

export const CategoryTreeNode = Type.Object({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  createjob_uri: Type.String(),
  link: Type.String(),
  children: Type.Array(CategoryRef),
});
export type CategoryTreeNode = Static<typeof CategoryTreeNode>;

/** GET /api/categories: the top-level categories in order, each with its subcategories. */
export const CategoryTreeReply = Type.Object({ categories: Type.Array(CategoryTreeNode) });
export type CategoryTreeReply = Static<typeof CategoryTreeReply>;

/** A Danish region companies work in (company profile regions, mail agents). */
export const RegionItem = Type.Object({ id: Id, name: Type.String(), slug: Type.String() });
export type RegionItem = Static<typeof RegionItem>;

/** GET /api/regions: the five regions in id order. */
export const RegionListReply = Type.Object({ regions: Type.Array(RegionItem) });
export type RegionListReply = Static<typeof RegionListReply>;
