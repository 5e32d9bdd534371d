// This site's project (SPEC §3 Company.project): a company of another project lives on that
// project's own site, {link}{slug}/ (SPEC §2). Plain values, no TypeBox, so a page can compare
// with it without loading the schema library.
export const SITE_PROJECT = 'opgavetorvet';

/** SPEC §2's query of the redirect to another project's site; the profile-bid cookie (§3) carries the same. */
export interface OtherSiteQuery {
  /** The side of the one who clicked ('bruger'). */
  t: string;
  /** The text of the button that was clicked. */
  textmodal: string;
  company_name: string;
  companyid: number;
  /** The offer's contact, 0 without one. */
  contactid: number;
  /** The job, 0 without one. */
  jobid: number;
  /** Which button: 'message' (an offer's 'Skriv besked') or 'quote' (the profile's quote request). */
  button_type: 'message' | 'quote';
}

/** '{link}{slug}/?t=…&textmodal=…&company_name=…&companyid=…&contactid=…&jobid=…&button_type=…' */
export function otherSiteAddress(link: string, slug: string, query: OtherSiteQuery): string {
  // Encoded by hand: this package is also built for the service, whose library types lack the DOM's.
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${link}${encodeURIComponent(slug)}/?${search}`;
}
