// How a company's public details read to customers (issue 31), shared by the service's printed pages
// (contract, booking confirmation) and the portals (profile, directory card, offers): the address
// as one line, the typical reply time in humane units ("inden for 30 minutter", "3 timer", "2 dage"),
// and the details of a company that filled in nothing. Free of the schemas (only types are
// imported), so a card can take them from '@opgavetorvet/contracts/company-presentation'.
import type { PublicCompanyDetails } from './company-details.js';

/** A company that filled in nothing: no address, no contact, no badge, no reply time. */
export const NO_PUBLIC_DETAILS: PublicCompanyDetails = {
  address: null,
  zip: null,
  city: null,
  phone: null,
  email: null,
  website: null,
  founded_year: null,
  employees: null,
  authorisations: [],
  guarantees: [],
  cvr: null,
  cvr_verified: false,
  reply_minutes: null,
};

type AddressParts = Pick<PublicCompanyDetails, 'address' | 'zip' | 'city'>;

/** "8000 Aarhus C": the zip and town, '' without either. */
export function placeLine({ zip, city }: Pick<AddressParts, 'zip' | 'city'>): string {
  return [zip, city].filter(Boolean).join(' ');
}

/** "Søndergade 12, 8000 Aarhus C": the street and the place, each left out when missing; '' for none. */
export function addressLine(details: AddressParts): string {
  return [details.address, placeLine(details)].filter(Boolean).join(', ');
}

export type ReplyTimeUnit = 'minutes' | 'hours' | 'days';

/** A reply time as a customer reads it: a count of one unit ("3 timer"). */
export interface ReplyTimeSpan {
  unit: ReplyTimeUnit;
  count: number;
}

/** Under an hour, reply times read in steps of this many minutes, at least one step. */
export const REPLY_TIME_MINUTE_STEP = 5;
const HOUR_MINUTES = 60;
const DAY_HOURS = 24;

/**
 * The typical reply time as the customer reads it after "Svarer typisk inden for": rounded up (the
 * company answers within it): under an hour in steps of 5 minutes (at least 5), then whole hours
 * below a day, then whole days. 12 → 15 minutes, 58 → 1 hour, 61 → 2 hours, 1441 → 2 days.
 */
export function replyTimeSpan(minutes: number): ReplyTimeSpan {
  const steps = Math.ceil(Math.max(0, minutes) / REPLY_TIME_MINUTE_STEP);
  const rounded = Math.max(1, steps) * REPLY_TIME_MINUTE_STEP;
  if (rounded < HOUR_MINUTES) return { unit: 'minutes', count: rounded };
  const hours = Math.ceil(minutes / HOUR_MINUTES);
  if (hours < DAY_HOURS) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.ceil(hours / DAY_HOURS) };
}
