// The pages the shell links to by the names its code uses, and where each role lands after logging
// in, taken from the contracts' one list of page addresses (packages/contracts src/paths.ts).
import { LANDING_PAGES, PAGES, createJobInPage, type Role } from '@opgavetorvet/contracts';

export const paths = {
  home: PAGES.home,
  setPassword: PAGES.setPassword,
  createJob: PAGES.createJob,
  createJobIn: createJobInPage,
  brugerOpgaver: PAGES.brugerOpgaver,
  brugerAccount: PAGES.brugerAccount,
  companies: PAGES.firmaer,
  adminOutbox: PAGES.adminUdbakke,
  adminHelpInbox: PAGES.adminHenvendelser,
  firmaOpgaver: PAGES.firmaOpgaver,
  adminAnnulleringer: PAGES.adminAnnulleringer,
} as const;

export const landingByRole: Record<Role, string> = LANDING_PAGES;
