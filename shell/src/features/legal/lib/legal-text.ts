// The shape of a legal page's texts in the 'legal' namespace (locales/<lang>/legal.json): a title,
// a lead and sections, each with its anchor id, heading, paragraphs, items and perhaps a link to
// another page of the product, named by a key of LEGAL_LINKS.
import { PAGES, RETENTION } from '@opgavetorvet/contracts';

export const LEGAL_LINKS = {
  privacy: PAGES.privatlivspolitik,
  terms: PAGES.vilkaar,
} as const;

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  link?: { to: keyof typeof LEGAL_LINKS; text: string };
}

/**
 * The numbers the texts state, passed to them as {{…}}: the retention periods the service deletes
 * by (the contracts' RETENTION), so the policy says what is done; the English text counts the
 * unconfirmed change's wait in hours (Danish 'døgn' is one word for any number).
 */
export const legalTextValues = {
  ...RETENTION,
  unconfirmedChangeHours: RETENTION.unconfirmedChangeDays * 24,
};
