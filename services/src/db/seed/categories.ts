// Turns the category tree data into rows (categories, attributes, options) with fixed ids, and
// keeps the look-ups the other seed modules need (slug → id, top-level of a subcategory).
import type { attributeOptions, categories, categoryAttributes } from '../schema/index.js';
import { categoryTree } from './category-data.js';
import { slugify } from '../../lib/slug.js';

export interface SeedAttribute {
  id: number;
  kind: 'checkbox' | 'select' | 'number' | 'car_model';
  optionIds: number[];
  min: number;
  max: number;
}

export interface CatalogSeed {
  categories: (typeof categories.$inferInsert)[];
  attributes: (typeof categoryAttributes.$inferInsert)[];
  options: (typeof attributeOptions.$inferInsert)[];
  /** Category id by slug, e.g. 'toemrer'. */
  idBySlug: Map<string, number>;
  /** The top-level category id of every category (a top-level maps to itself). */
  topOf: Map<number, number>;
  topLevelIds: number[];
  subcategoryIds: number[];
  /** Attributes of each subcategory, with what a job may answer. */
  attributesOf: Map<number, SeedAttribute[]>;
  nameOf: Map<number, string>;
}

export function buildCatalog(): CatalogSeed {
  const seed: CatalogSeed = {
    categories: [],
    attributes: [],
    options: [],
    idBySlug: new Map(),
    topOf: new Map(),
    topLevelIds: [],
    subcategoryIds: [],
    attributesOf: new Map(),
    nameOf: new Map(),
  };
  let categoryId = 0;
  let attributeId = 0;
  let optionId = 0;
  categoryTree.forEach((top, topIndex) => {
    const topId = (categoryId += 1);
    const topSlug = slugify(top.name);
    seed.categories.push({
      id: topId,
      parentId: null,
      name: top.name,
      slug: topSlug,
      createjobUri: top.createjobUri,
      description: top.description,
      searchWords: top.searchWords,
      sort: topIndex + 1,
    });
    seed.idBySlug.set(topSlug, topId);
    seed.topOf.set(topId, topId);
    seed.topLevelIds.push(topId);
    seed.nameOf.set(topId, top.name);
    top.children.forEach((child, childIndex) => {
      const id = (categoryId += 1);
      const slug = slugify(child.name);
      seed.categories.push({
        id,
        parentId: topId,
        name: child.name,
        slug,
        createjobUri: top.createjobUri,
        description: `Indhent tilbud fra ${child.name.toLowerCase()} i dit område – gratis og uforpligtende.`,
        searchWords: child.searchWords,
        sort: childIndex + 1,
      });
      seed.idBySlug.set(slug, id);
      seed.topOf.set(id, topId);
      seed.subcategoryIds.push(id);
      seed.nameOf.set(id, child.name);
      const jobAttributes: SeedAttribute[] = [];
      child.attributes.forEach((spec, attributeIndex) => {
        const attrId = (attributeId += 1);
        seed.attributes.push({
          id: attrId,
          categoryId: id,
          name: spec.name,
          kind: spec.kind,
          unit: spec.kind === 'number' ? spec.unit : null,
          required: spec.required,
          sort: attributeIndex + 1,
        });
        const optionIds: number[] = [];
        if (spec.kind === 'checkbox' || spec.kind === 'select') {
          spec.options.split('|').forEach((label, optionIndex) => {
            const optId = (optionId += 1);
            seed.options.push({ id: optId, attributeId: attrId, label, sort: optionIndex + 1 });
            optionIds.push(optId);
          });
        }
        jobAttributes.push({
          id: attrId,
          kind: spec.kind,
          optionIds,
          min: spec.kind === 'number' ? spec.min : 0,
          max: spec.kind === 'number' ? spec.max : 0,
        });
      });
      seed.attributesOf.set(id, jobAttributes);
    });
  });
  return seed;
}
