// mfe-bruger's pages by the names its code links with, taken from the contracts' one list of page
// addresses (packages/contracts src/paths.ts): no address is written here.
import {
  PAGES,
  closeJobPage,
  companyProfilePage,
  jobPage,
  quoteRequestPage,
  supplierHiredPage,
} from '@opgavetorvet/contracts';

export const paths = {
  home: PAGES.home,
  opgaver: PAGES.brugerOpgaver,
  beskeder: PAGES.brugerBeskeder,
  opgave: jobPage,
  leverandorhyret: supplierHiredPage,
  createJob: PAGES.createJob,
  companyProfile: companyProfilePage,
  indhentTilbud: quoteRequestPage,
  lukopgave: closeJobPage,
  account: PAGES.brugerAccount,
  profil: PAGES.brugerProfil,
  accountTransactions: PAGES.brugerAccountTransactions,
  klager: PAGES.brugerKlager,
  mineData: PAGES.brugerMineData,
} as const;
