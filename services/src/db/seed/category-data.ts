// The category tree as data: top-level categories, their subcategories with search words, and
// the attributes each create-job form asks for (written in category-tree-*.ts).
import { buildingAndCars } from './category-tree-building.js';
import { homeAndMore } from './category-tree-home.js';
import type { TopCategorySpec } from './category-specs.js';

export type { AttributeSpec, SubcategorySpec, TopCategorySpec } from './category-specs.js';

export const categoryTree: TopCategorySpec[] = [...buildingAndCars, ...homeAndMore];
