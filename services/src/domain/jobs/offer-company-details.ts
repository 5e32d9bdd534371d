// What an offer on the customer's job page tells of its company (issue 31), from its public details
// and the start of its description: its town, street address and zip (none for a zip that is not a
// real one, never '0000'), "CVR-verificeret", its typical reply time, and an excerpt of its
// description — all of it on one line, cut at a word with '…' within OFFER_EXCERPT_MAX — which the
// card follows with 'Læs mere' (its profile).
import { OFFER_EXCERPT_MAX, type JobPageContact, type PublicCompanyDetails } from '@opgavetorvet/contracts';

/** How much of a description the page's statement reads: more than an excerpt needs, never all of it. */
export const OFFER_DESCRIPTION_START = 2 * OFFER_EXCERPT_MAX;

/** The description on one line (paragraphs and runs of white space as one space), cut at a word with '…'. */
export function offerExcerpt(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  if (line.length <= OFFER_EXCERPT_MAX) return line;
  const cut = line.slice(0, OFFER_EXCERPT_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > OFFER_EXCERPT_MAX / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

type OfferCompanyDetails = Pick<
  JobPageContact['company'],
  'city' | 'zip' | 'address' | 'cvr_verified' | 'reply_minutes' | 'excerpt'
>;

/** The offer's company details from its public details and the start of its description. */
export function offerCompanyDetails(
  shown: PublicCompanyDetails,
  descriptionStart: string,
): OfferCompanyDetails {
  return {
    city: shown.city ?? '',
    zip: shown.zip ?? '',
    address: shown.address ?? '',
    cvr_verified: shown.cvr_verified,
    reply_minutes: shown.reply_minutes,
    excerpt: offerExcerpt(descriptionStart),
  };
}
