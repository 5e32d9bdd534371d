// Rules of a company's details (issue 31) beyond their schema (packages/contracts company-details.ts),
// for the company's own form and the administrator's (issue 33) alike:
// texts are trimmed and an empty one is "not given" (null); a description keeps its paragraphs; a
// website without a scheme gets https://; the year founded is not after this year (Copenhagen's);
// an authorisation kind is given once; a guarantee scheme counts once. Each refusal is a 400 with
// its Danish text; the zip, the address that needs one and the CVR number are checked by save.ts.
import {
  AUTHORISATION_KINDS,
  COMPANY_FOUNDED_MIN,
  GUARANTEE_SCHEMES,
  copenhagenWallClockParts,
  type Authorisation,
  type CompanyDetailsBody,
  type GuaranteeScheme,
} from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';

/** The details as they are stored: null for what the company left empty. */
export interface CleanDetails {
  description: string | null;
  address: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  foundedYear: number | null;
  employees: number | null;
  authorisations: Authorisation[];
  guarantees: GuaranteeScheme[];
  cvr: string | null;
}

const given = (value: string): string | null => value.trim() || null;

/** The website as a link: https:// in front when no scheme was typed. */
export function websiteWithScheme(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The description's paragraphs with the line ends of any system as \n, trimmed as a whole. */
const paragraphs = (text: string): string | null => given(text.replace(/\r\n?/g, '\n'));

/** This year in Copenhagen. */
export const currentYear = (): number => copenhagenWallClockParts(Date.now()).year;

/** The body cleaned and checked by the rules above (throws their refusals). */
export function cleanDetails(body: CompanyDetailsBody, thisYear = currentYear()): CleanDetails {
  if (body.founded_year !== null && body.founded_year > thisYear)
    throw new AppError(400, 'errors:::company_details::founded_year', { min: COMPANY_FOUNDED_MIN });
  const kinds = body.authorisations.map((authorisation) => authorisation.kind);
  if (new Set(kinds).size !== kinds.length)
    throw new AppError(400, 'errors:::company_details::authorisation_twice');
  const website = given(body.website);
  return {
    description: paragraphs(body.description),
    address: given(body.address),
    zip: given(body.zip),
    phone: given(body.phone),
    email: given(body.email),
    website: website && websiteWithScheme(website),
    foundedYear: body.founded_year,
    employees: body.employees,
    // In the lists' own order, so a saved profile reads the same whatever order the form sent.
    authorisations: AUTHORISATION_KINDS.flatMap((kind) =>
      body.authorisations
        .filter((authorisation) => authorisation.kind === kind)
        .map((authorisation) => ({ kind, number: authorisation.number.trim() })),
    ),
    guarantees: GUARANTEE_SCHEMES.filter((scheme) => body.guarantees.includes(scheme)),
    cvr: given(body.cvr),
  };
}
