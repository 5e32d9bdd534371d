// How the category tree is written: the types of a category, a subcategory and an attribute, and the
// short helpers the tree's files write them with (options as "A|B|C" to stay compact).
export type AttributeSpec =
  | { kind: 'checkbox' | 'select'; name: string; options: string; required: boolean }
  | { kind: 'number'; name: string; unit: string; min: number; max: number; required: boolean }
  | { kind: 'car_model'; name: string; required: boolean };

export interface SubcategorySpec {
  name: string;
  searchWords: string;
  attributes: AttributeSpec[];
}

export interface TopCategorySpec {
  name: string;
  createjobUri: string;
  searchWords: string;
  description: string;
  children: SubcategorySpec[];
}

export const cb = (name: string, options: string): AttributeSpec => ({
  kind: 'checkbox',
  name,
  options,
  required: true,
});
export const sel = (name: string, options: string): AttributeSpec => ({
  kind: 'select',
  name,
  options,
  required: false,
});
export const num = (name: string, unit: string, min: number, max: number): AttributeSpec => ({
  kind: 'number',
  name,
  unit,
  min,
  max,
  required: false,
});
export const car: AttributeSpec = { kind: 'car_model', name: 'Bilmodel', required: true };
export const home = sel('Boligtype', 'Parcelhus|Rækkehus|Lejlighed|Sommerhus|Landejendom|Erhverv');
const when = sel(
  'Hvornår skal opgaven udføres?',
  'Hurtigst muligt|Inden for 1 måned|Inden for 3 måneder|Fleksibelt',
);
export const floor = sel('Fra etage', 'Stueetage|1. sal|2. sal|3. sal|4. sal eller højere');
export const sub = (name: string, searchWords: string, ...attributes: AttributeSpec[]): SubcategorySpec => ({
  name,
  searchWords,
  attributes: [...attributes, when],
});
