// Rules of the company listing as plain values and functions: the score (how it blends rating and
// nearness), how a town becomes a slug in the address, the Danish order of names, and a card's
// one-line excerpt of the company's description.
import { LISTING_EXCERPT_MAX } from '@opgavetorvet/contracts';
import { slugify } from '../../lib/slug.js';

/**
 * Score 0–100, given only when the visitor gave a zip code:
 *   score = 100 × (RATING_WEIGHT × quality + NEARNESS_WEIGHT × nearness)
 * quality  = (Bayesian average − 1) / 4, the average pulled towards PRIOR_RATING as if the company
 *            had PRIOR_REVIEWS extra reviews of that rating, so one 5-star review is not a top score;
 * nearness = 1 − min(|company zip − zip|, ZIP_SPAN) / ZIP_SPAN (Danish zip codes are numbered by
 *            area, so close numbers are close places), halved when the company does not work in
 *            the zip's region; a company without a zip code has nearness 0.
 */
export const SCORE = {
  RATING_WEIGHT: 0.6,
  NEARNESS_WEIGHT: 0.4,
  PRIOR_RATING: 3,
  PRIOR_REVIEWS: 3,
  ZIP_SPAN: 1000,
  OUTSIDE_REGION_FACTOR: 0.5,
} as const;

/** The same formula as the listing's SQL, for tests and documentation. */
export function scoreOf(input: {
  ratingSum: number;
  reviews: number;
  companyZip: string | null;
  zip: string;
  worksInRegion: boolean;
}): number {
  const bayes =
    (input.ratingSum + SCORE.PRIOR_RATING * SCORE.PRIOR_REVIEWS) / (input.reviews + SCORE.PRIOR_REVIEWS);
  const quality = (bayes - 1) / 4;
  const distance =
    input.companyZip && /^[0-9]{4}$/.test(input.companyZip)
      ? Math.min(Math.abs(Number(input.companyZip) - Number(input.zip)), SCORE.ZIP_SPAN)
      : SCORE.ZIP_SPAN;
  const nearness = (1 - distance / SCORE.ZIP_SPAN) * (input.worksInRegion ? 1 : SCORE.OUTSIDE_REGION_FACTOR);
  return Math.round(100 * (SCORE.RATING_WEIGHT * quality + SCORE.NEARNESS_WEIGHT * nearness));
}

/** 'København Ø' → 'koebenhavn-oe': a town in the listing's address. */
export function citySlug(city: string): string {
  return slugify(city);
}

const danish = new Intl.Collator('da-DK');

/** Sorts names the Danish way (æ, ø, å last). */
export function byDanishName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => danish.compare(a.name, b.name));
}

/** How much of a description the page's statement reads: more than an excerpt needs, never all of it. */
export const DESCRIPTION_START = 2 * LISTING_EXCERPT_MAX;

/**
 * A card's excerpt: the description's first paragraph on one line (runs of white space as one
 * space), cut at a word before LISTING_EXCERPT_MAX with '…' when longer; '' for no description.
 */
export function excerptOf(description: string): string {
  const firstParagraph = description.trim().split(/\n\s*\n/)[0] ?? '';
  const line = firstParagraph.replace(/\s+/g, ' ').trim();
  if (line.length <= LISTING_EXCERPT_MAX) return line;
  const cut = line.slice(0, LISTING_EXCERPT_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > LISTING_EXCERPT_MAX / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
