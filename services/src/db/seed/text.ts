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

/**
 * A CVR number that passes the register's modulus-11 check: seven drawn digits (never starting with
 * 0) and the check digit that makes the weighted sum divisible by 11; a prefix whose check digit
 * would have to be 10 moves on to the next one (one draw either way, so the seed stays the same).
 */
export function cvrNumber(rng: Rng): string {
  const weights = [2, 7, 6, 5, 4, 3, 2];
  for (let prefix = rng.int(1_000_000, 4_599_999); ; prefix += 1) {
    const digits = String(prefix);
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check < 10) return `${digits}${check}`;
  }
}
