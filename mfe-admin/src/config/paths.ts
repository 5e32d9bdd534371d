// mfe-admin's pages by the names its code links with, taken from the contracts' one list of page
// addresses (packages/contracts src/paths.ts): no address is written here.
import { PAGES, adminCompanyPage } from '@opgavetorvet/contracts';

export const paths = {
  annulleringer: PAGES.adminAnnulleringer,
  henvendelser: PAGES.adminHenvendelser,
  billeder: PAGES.adminBilleder,
  udbakke: PAGES.adminUdbakke,
  firmaer: PAGES.adminFirmaer,
  persondata: PAGES.adminPersondata,
  firma: adminCompanyPage,
} as const;
