// The administrator's own page addresses (issue 33), apart from PAGES (paths.ts) so the customers'
// and companies' first loads, which carry PAGES, do not carry them: only mfe-admin and the service
// read this list. /admin, its landing page and the two the shell's header links to stay in PAGES.
import { pagePath } from './paths.js';

export const ADMIN_PAGES = {
  adminFirmaer: '/admin/firmaer',
  adminFirma: '/admin/firmaer/:companyId',
  /** Customers: search, one customer's page, block and unblock (issue 33). */
  adminKunder: '/admin/kunder',
  adminKunde: '/admin/kunder/:userId',
  /** Jobs: search and filters, one job as its customer sees it, remove and open again (issue 33). */
  adminOpgaver: '/admin/opgaver',
  adminOpgave: '/admin/opgaver/:jobId',
  /** Reported photos and files awaiting the administrator. */
  adminBilleder: '/admin/billeder',
  /** Reviews companies have reported, awaiting the administrator's decision (issue 33). */
  adminAnmeldelser: '/admin/anmeldelser',
  /** A person's export or erasure request, carried out by the administrator (issue 32). */
  adminPersondata: '/admin/persondata',
  /** The administrators: invite another, see who has set up the second factor (issue 33). */
  adminAdministratorer: '/admin/administratorer',
  /** The second factor: set up TOTP, or give its code after the password (issue 33). */
  adminTotp: '/admin/totp',
  /** The audit log: every administrator's action, searchable (issue 33). */
  adminLog: '/admin/log',
} as const;

export type AdminPagePattern = (typeof ADMIN_PAGES)[keyof typeof ADMIN_PAGES];

/** The administrator's page of one company. */
export const adminCompanyPage = (companyId: number): string =>
  pagePath(ADMIN_PAGES.adminFirma, { companyId });

/** The administrator's page of one job. */
export const adminJobPage = (jobId: number): string => pagePath(ADMIN_PAGES.adminOpgave, { jobId });

/** The administrator's page of one customer. */
export const adminCustomerPage = (userId: number): string => pagePath(ADMIN_PAGES.adminKunde, { userId });
