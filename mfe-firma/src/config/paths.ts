// mfe-firma's pages by the names its code links with, and the /company/* aliases that lead to them,
// taken from the contracts' one list of page addresses (packages/contracts src/paths.ts).
import { PAGES, bookingPage } from '@opgavetorvet/contracts';

export const paths = {
  home: PAGES.home,
  opgaver: PAGES.firmaOpgaver,
  vundne: PAGES.firmaVundne,
  oplysninger: PAGES.firmaOplysninger,
  beskeder: PAGES.firmaBeskeder,
  abonnement: PAGES.firmaAbonnement,
  anmeldelser: PAGES.firmaAnmeldelser,
  /** The company account: balance, card top-up, movements and receipts (issue 9). */
  konto: PAGES.firmaKonto,
  /** Where Stripe Checkout sends the browser back (?session_id=). */
  kontoBetaling: PAGES.firmaKontoBetaling,
  /** How the company is doing (issue 31). */
  statistik: PAGES.firmaStatistik,
  /** The subscriptions' terms, linked from the subscription page. */
  handelsbetingelser: PAGES.firmaHandelsbetingelser,
  /** SPEC §2: help for companies, outside /firma; ?title= prefills the support case's subject. */
  hjaelp: PAGES.hjaelpFirma,
  /** SPEC §2: a booking's own address on the won-jobs page (the calendar's event links use it too). */
  booking: bookingPage,
} as const;

/** SPEC §2: /company/jobs, /company/info and /company/messages are aliases (the page each leads to). */
export const companyAliases = [
  [PAGES.companyJobs, paths.opgaver],
  [PAGES.companyInfo, paths.oplysninger],
  [PAGES.companyMessages, paths.beskeder],
] as const;
