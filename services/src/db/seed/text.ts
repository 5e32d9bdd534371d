// Text helpers of the seed: Danish phone and CVR numbers (slugs are lib/slug.ts).
import type { Rng } from './random.js';

/** Prefixes of Danish mobile numbers (no premium-rate or service ranges). */
const phonePrefixes = '20 21 22 23 24 25 26 27 28 29 30 31 40 41 42 50 51 52 53 60 61 71 81 91 92 93'.split(
  ' ',
);

/** A Danish mobile number written the usual way: "21 43 65 87". */
export function danishPhone(rng: Rng): string {
  const digits = rng.pick(phonePrefixes) + String(rng.int(0, 999_999)).padStart(6, '0');
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** A CVR number: eight digits, never starting with 0. */
export function cvrNumber(rng: Rng): string {
  return String(rng.int(10_000_000, 45_999_999));
}
