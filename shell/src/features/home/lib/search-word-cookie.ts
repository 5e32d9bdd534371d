// The home page's search word (SPEC §3/§9: the `searh_word` cookie, one day): written when the
// visitor searches, read back into the search box when the home page opens again.
export const SEARCH_WORD_COOKIE = 'searh_word';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function rememberSearchWord(word: string): void {
  document.cookie = `${SEARCH_WORD_COOKIE}=${encodeURIComponent(word)}; max-age=${ONE_DAY_SECONDS}; path=/; SameSite=Lax`;
}

/** The remembered word, '' without one. */
export function rememberedSearchWord(): string {
  const prefix = `${SEARCH_WORD_COOKIE}=`;
  const part = document.cookie
    .split(';')
    .map((piece) => piece.trim())
    .find((piece) => piece.startsWith(prefix));
  try {
    return part ? decodeURIComponent(part.slice(prefix.length)) : '';
  } catch {
    return '';
  }
}
