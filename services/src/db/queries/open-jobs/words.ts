// The search words of the open-jobs list (what was typed, lower-cased the Danish way, at most 8) and
// how each is matched: from the trigram index jobs_open_search (migration 0003) when it gives the
// same answer as reading the text, else by reading the text (words under 3 characters, which
// trigrams cannot find, and a few letters the index folds differently from JavaScript's Danish
// lower-casing).
import { containsPattern } from '../../engine/dialect.js';

export const MAX_SEARCH_WORDS = 8;

/** The typed text's words as the list matches them: lower-cased (da-DK), at most 8. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '')
    .trim()
    .toLocaleLowerCase('da-DK')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** How one word is matched: `fts` from the index; `ascii`/`text` by reading headline and description. */
export type WordMatch = 'fts' | 'ascii' | 'text';

export interface SearchWord {
  /** The lower-cased (da-DK) word; also compared with the job's zip and category names. */
  word: string;
  match: WordMatch;
  /** The word as an FTS5 phrase (the trigram index reads it as a substring). */
  phrase: string;
  /** The word as a LIKE pattern for a substring (PostgreSQL's trigram index), `\` escaping. */
  pattern: string;
  /** Only digits: it may be a zip (jobs' zips are four digits), so the zip branch is needed. */
  zipLike: boolean;
}

/**
 * Lower-case letters (da-DK) whose upper-case forms SQLite's FTS5 folds to something else: letters
 * newer than its Unicode tables (Georgian Mtavruli, Cherokee, Latin/Cyrillic extensions, …) and the
 * combining dot of İ → i̇. Found by comparing every code point (see words.test.ts). Plain
 * 'i' is left out on purpose: only the Turkish İ lowers to it with a dot, and a word with 'i' must
 * stay fast (İ in a job's text is no longer found by 'i…'; see docs/decisions.md).
 */
export const FOLDS_DIFFER =
  /[\u019b\u025c\u0261\u0264\u026a\u026c\u0282\u0287\u029d\u029e\u03f3\u0529\u052b\u052d\u052f\u10d0-\u10fa\u10fd-\u10ff\u13f8-\u13fd\u1c8a\u1d8e\u2c5f\ua699\ua69b\ua794\ua797\ua799\ua79b\ua79d\ua79f\ua7b5\ua7b7\ua7b9\ua7bb\ua7bd\ua7bf\ua7c1\ua7c3\ua7c8\ua7ca\ua7cd\ua7cf\ua7d1\ua7d3\ua7d5\ua7d7\ua7d9\ua7db\ua7f6\uab53\uab70-\uabbf\u{104d8}-\u{104fb}\u{10597}-\u{105a1}\u{105a3}-\u{105b1}\u{105b3}-\u{105b9}\u{105bb}-\u{105bc}\u{10cc0}-\u{10cf2}\u{10d70}-\u{10d85}\u{118c0}-\u{118df}\u{16e60}-\u{16e7f}\u{16ebb}-\u{16ed3}\u{1e922}-\u{1e943}]|\u0307/u;

/** The trigram tokenizer finds substrings of 3 characters (code points) or more. */
export const MIN_INDEXED_CHARS = 3;

const isAscii = (word: string): boolean => [...word].every((ch) => ch.charCodeAt(0) < 0x80);

/** How each (already lower-cased) word is matched. */
export function searchWordsOf(words: string[]): SearchWord[] {
  return words.map((word) => {
    const indexed = [...word].length >= MIN_INDEXED_CHARS && !FOLDS_DIFFER.test(word);
    return {
      word,
      match: indexed ? 'fts' : isAscii(word) ? 'ascii' : 'text',
      phrase: `"${word.replaceAll('"', '""')}"`,
      pattern: containsPattern(word),
      zipLike: /^[0-9]+$/.test(word),
    };
  });
}
