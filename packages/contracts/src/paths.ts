// Every page address of the product (SPEC §2), written once: the shell's and the remotes' routes are
// built from this list, their links and the service's (notices, mails, SMS, redirects) come from its
// builders, and the service's page list (services/src/routes/pages/page-routes.ts) is its values.
// Patterns are written as React Router writes them (':jobId' a dynamic segment). Plain strings and
// functions, no TypeBox, so a front end that needs a link does not load the schema library with it.
import type { Role } from './accounts.js';
import type { AdminPagePattern } from './admin-paths.js';

/** The remotes' mounts in the shell: every address under one is that remote's (or its not-found screen). */
export const AREAS = {
  bruger: '/bruger',
  createJob: '/createjob',
  firmaer: '/firmaer',
  firma: '/firma',
  company: '/company',
  hjaelp: '/hjaelp',
  admin: '/admin',
} as const;

export type AreaPath = (typeof AREAS)[keyof typeof AREAS];

/** Every page, by name. A new page is added here and in its front end's routes (page-routes.test.ts). */
export const PAGES = {
  home: '/',
  setPassword: '/adgangskode',
  quoteRequest: '/indhent-tilbud',
  guarantee: '/guarantees/:page',
  /** The privacy policy (issue 32): what is stored, why, how long, who receives it, the rights. */
  privatlivspolitik: '/privatlivspolitik',
  /** The terms of use of the marketplace (issue 32). */
  vilkaar: '/vilkaar',
  bruger: '/bruger',
  brugerOpgaver: '/bruger/opgaver',
  brugerOpgave: '/bruger/opgave/:jobId',
  brugerLukopgave: '/bruger/lukopgave/:jobId',
  brugerAccount: '/bruger/account',
  brugerProfil: '/bruger/profil',
  brugerAccountTransactions: '/bruger/account-transactions',
  brugerBeskeder: '/bruger/beskeder',
  brugerKlager: '/bruger/klager',
  /** "Hent mine data" and "Slet min konto" (issue 32). */
  brugerMineData: '/bruger/mine-data',
  brugerLeverandorhyret: '/bruger/leverandorhyret/:jobId',
  createJob: '/createjob',
  createJobIn: '/createjob/:slug',
  firmaer: '/firmaer',
  firmaerKategori: '/firmaer/:kategori',
  firmaerRegion: '/firmaer/:kategori/:region',
  firmaerBy: '/firmaer/:kategori/:region/:by',
  firma: '/firma',
  firmaOpgaver: '/firma/opgaver',
  firmaVundne: '/firma/opgaver/dine-vundne-opgaver',
  firmaBooking: '/firma/opgaver/dine-vundne-opgaver/bookings/:contactId',
  firmaOplysninger: '/firma/oplysninger',
  firmaBeskeder: '/firma/beskeder',
  firmaAbonnement: '/firma/abonnement',
  firmaAnmeldelser: '/firma/anmeldelser',
  firmaKonto: '/firma/konto',
  /** Where Stripe Checkout sends the browser back (?session_id=). */
  firmaKontoBetaling: '/firma/konto/betaling',
  /** How the company is doing: offers, won jobs, revenue and reply time per month and category. */
  firmaStatistik: '/firma/statistik',
  /** The terms of the paid subscriptions, linked beside the subscription page's terms checkbox. */
  firmaHandelsbetingelser: '/firma/handelsbetingelser',
  company: '/company',
  companyJobs: '/company/jobs',
  companyInfo: '/company/info',
  companyMessages: '/company/messages',
  /** Help for companies, outside /firma; ?title= prefills the support case's subject. */
  hjaelpFirma: '/hjaelp/firma',
  admin: '/admin',
  adminAnnulleringer: '/admin/annulleringer',
  adminHenvendelser: '/admin/henvendelser',
  adminUdbakke: '/admin/udbakke',
  /** A category's create-job page at its own address (/maler/husmaling). */
  categoryCreateJob: '/:createjobUri/:slug',
  /** A company's profile (/tomrer-jensen). */
  companyProfile: '/:slug',
} as const;

/** Any page's pattern: the shared list's and the administrator's own (admin-paths.ts). */
export type PagePattern = (typeof PAGES)[keyof typeof PAGES] | AdminPagePattern;

/** Where each role lands after logging in (the login reply's `text`, the header's portal link). */
export const LANDING_PAGES: Record<Role, PagePattern> = {
  user: PAGES.brugerOpgaver,
  company: PAGES.firmaOpgaver,
  admin: PAGES.adminAnnulleringer,
};

/** The names of a pattern's dynamic segments: '/a/:b/:c' → 'b' | 'c'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A concrete address of a page: each dynamic segment filled in as given (not encoded). */
export function pagePath<P extends PagePattern>(
  pattern: P,
  params: Record<ParamNames<P>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => String(values[name]));
}

/**
 * A page's route under the route that mounts it, as a nested route writes it:
 * routeUnder(AREAS.bruger, PAGES.brugerOpgave) = 'opgave/:jobId'; under PAGES.home, 'bruger'.
 */
export function routeUnder(mount: string, page: PagePattern | AreaPath): string {
  const prefix = mount === '/' ? '/' : `${mount}/`;
  if (!page.startsWith(prefix)) throw new Error(`${page} is not under ${mount}`);
  return page.slice(prefix.length);
}

/** The customer's page of one job. */
export const jobPage = (jobId: number): string => pagePath(PAGES.brugerOpgave, { jobId });

/** The customer closes a job with the company of one contact. */
export const closeJobPage = (jobId: number, contactId: number): string =>
  `${pagePath(PAGES.brugerLukopgave, { jobId })}?contact_id=${contactId}`;

/** The customer's page after hiring the company of one contact (SPEC §2 writes it with the slash). */
export const supplierHiredPage = (jobId: number, contactId: number): string =>
  `${pagePath(PAGES.brugerLeverandorhyret, { jobId })}/?contact_id=${contactId}`;

/** The create-job page in one category. */
export const createJobInPage = (slug: string): string =>
  pagePath(PAGES.createJobIn, { slug: encodeURIComponent(slug) });

/** The create-job page addressed to one company (the job goes to it alone). */
export const createJobForCompanyPage = (companyId: number): string =>
  `${PAGES.createJob}?sendcompany=${companyId}`;

/** A company's profile. */
export const companyProfilePage = (slug: string): string => pagePath(PAGES.companyProfile, { slug });

/** Ask one company for a quote. */
export const quoteRequestPage = (slug: string): string =>
  `${PAGES.quoteRequest}?firma=${encodeURIComponent(slug)}`;

/** The company's open jobs with one job's card opened. */
export const openJobPage = (jobId: number): string => `${PAGES.firmaOpgaver}?jobid=${jobId}`;

/** One booking on the company's won-jobs page (the calendar's event links use it too). */
export const bookingPage = (contactId: number): string => pagePath(PAGES.firmaBooking, { contactId });
