// The category typeahead's ranking as plain functions: Danish-aware folding of what is typed, and
// a score per category from its name and search words; subcategories come before top-levels.
import type { CategorySuggestion } from '@opgavetorvet/contracts';
import type { CatalogCategory } from './queries.js';

export const SUGGESTION_LIMIT = 10;

/** Lower case with Danish letters kept ('Tømrer' → 'tømrer'). */
export function lower(text: string): string {
  return text.trim().toLocaleLowerCase('da-DK').replace(/\s+/g, ' ');
}

/** A loose spelling without Danish letters, so 'tomrer' and 'toemrer' both find 'Tømrer'. */
export function loose(text: string): string {
  return lower(text)
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/oe/g, 'o')
    .replace(/å/g, 'a')
    .replace(/aa/g, 'a')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

interface Match {
  score: number;
  /** The search word that matched, when the name itself did not. */
  word: string | null;
}

function scoreText(
  text: string,
  query: string,
  starts: number,
  wordStarts: number,
  contains: number,
): number {
  if (text.startsWith(query)) return starts;
  if (text.split(/[\s&/-]+/).some((word) => word.startsWith(query))) return wordStarts;
  return text.includes(query) ? contains : 0;
}

/** How well one category matches; 0 when it does not. */
export function matchCategory(
  category: Pick<CatalogCategory, 'name' | 'searchWords'>,
  search: string,
): Match {
  const exact = lower(search);
  const fuzzy = loose(search);
  const byName = Math.max(
    scoreText(lower(category.name), exact, 100, 80, 60),
    scoreText(loose(category.name), fuzzy, 95, 75, 55),
  );
  if (byName > 0) return { score: byName, word: null };
  let best: Match = { score: 0, word: null };
  for (const word of category.searchWords.split(/\s+/).filter(Boolean)) {
    const score = Math.max(
      scoreText(lower(word), exact, 40, 30, 20),
      scoreText(loose(word), fuzzy, 38, 28, 18),
    );
    if (score > best.score) best = { score, word: lower(word) };
  }
  return best;
}

/** Up to 10 suggestions: subcategories first, then by score, then in tree order. */
export function suggestCategories(
  categories: CatalogCategory[],
  search: string,
  limit = SUGGESTION_LIMIT,
): CategorySuggestion[] {
  if (lower(search) === '') return [];
  return categories
    .map((category, order) => ({ category, order, match: matchCategory(category, search) }))
    .filter(({ match }) => match.score > 0)
    .sort((a, b) => {
      const sub = Number(b.category.parentId !== null) - Number(a.category.parentId !== null);
      return sub || b.match.score - a.match.score || a.order - b.order;
    })
    .slice(0, limit)
    .map(({ category, match }) => ({
      search: match.word ? `${category.name} (${match.word})` : category.name,
      link: category.link,
      word_id: category.id,
    }));
}
