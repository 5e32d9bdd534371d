// Category search and the category tree customers post jobs into.
import { Type, type Static } from 'typebox';

export const SearchCategoryBody = Type.Object(
  { search: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);
export type SearchCategoryBody = Static<typeof SearchCategoryBody>;

/** One typeahead suggestion: the label, where it leads (/createjob/...), and its id. */
export const CategorySuggestion = Type.Object({
  search: Type.String(),
  link: Type.String(),
  word_id: Type.Integer(),
});
export type CategorySuggestion = Static<typeof CategorySuggestion>;

/** /ajax/bruger/search_category: at most 10 suggestions (SPEC §9). */
export const SearchCategoryReply = Type.Array(CategorySuggestion, { maxItems: 10 });
export type SearchCategoryReply = Static<typeof SearchCategoryReply>;
