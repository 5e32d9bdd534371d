// How much structure a caller may send (nesting depth, object keys, array items, form and query
// fields) and the cheap checks that hold a JSON body, a form body or a query string to it before it
// is parsed or validated. Ajv reports every problem at once (allErrors), so the work of validating
// and of answering grows with what was sent: 10 000 unknown keys cost a quarter of a second and a
// 300 KB reply. No call of the catalogue needs more than a few hundred values (docs/decisions.md),
// so anything over these limits is refused after one pass over the raw text, which stops at the
// first value past a limit and never recurses.
import { AppError } from '../errors.js';

/** What the largest call needs, with room to grow; input-shape.test.ts holds every route's schema to it. */
export const INPUT_LIMITS = {
  /** Objects and arrays inside one another; the deepest body (a job's attribute answers) needs 3. */
  depth: 10,
  /** Object keys in the whole body; POST /api/opgaver with all 60 attribute answers filled needs 251. */
  keys: 600,
  /** Array items in the whole body; the longest lists (categories, attribute answers) hold 60. */
  items: 300,
  /** name=value pairs of a form body or query string; the company's job filter needs 76. */
  fields: 300,
} as const;

export type InputLimits = { readonly [limit in keyof typeof INPUT_LIMITS]: number };

/** The limit a text passes first, or null when it keeps to all of them. */
export type InputExcess = keyof typeof INPUT_LIMITS | null;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** The index of the quote that closes the string opened at `open` (text.length if none does). */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return text.length;
}

/** Whether the array opened just before `from` is empty (only whitespace before its ']'). */
function emptyArrayAt(text: string, from: number): boolean {
  let at = from;
  while (at < text.length && text.charCodeAt(at) <= 0x20) at += 1;
  return text.charCodeAt(at) === CLOSE_ARRAY;
}

/**
 * The limit a JSON text passes, counted in one pass without parsing: depth by brackets, keys by
 * colons, items by commas in arrays (plus the first item of each non-empty array), string contents
 * skipped. Text that is not JSON is counted as far as it goes; JSON.parse refuses it afterwards.
 */
export function jsonExcess(text: string, limits: InputLimits = INPUT_LIMITS): InputExcess {
  // Whether each open container is an array, the innermost last; never longer than limits.depth.
  const inArray: boolean[] = [];
  let keys = 0;
  let items = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (char === QUOTE) {
      at = closingQuote(text, at);
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (inArray.length >= limits.depth) return 'depth';
      inArray.push(char === OPEN_ARRAY);
      if (char === OPEN_ARRAY && !emptyArrayAt(text, at + 1) && ++items > limits.items) return 'items';
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      inArray.pop();
    } else if (char === COLON) {
      if (++keys > limits.keys) return 'keys';
    } else if (char === COMMA && inArray.at(-1) === true) {
      if (++items > limits.items) return 'items';
    }
  }
  return null;
}

/**
 * Whether a form body or query string (without its '?') has more name=value pairs than
 * limits.fields, counted by its '&' separators before anything is decoded.
 */
export function tooManyFields(text: string, limits: InputLimits = INPUT_LIMITS): boolean {
  let pairs = 1;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    if (++pairs > limits.fields) return true;
  }
  return false;
}

/** The refusal (400) of a body or query string with more structure than any call can use. */
export function inputTooComplex(): AppError {
  return new AppError(400, 'errors:::input_too_complex');
}
