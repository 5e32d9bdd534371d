// mfe-admin's pages by the names its code links with, taken from the contracts' one list of page
// addresses (packages/contracts src/paths.ts): no address is written here.
import {
  ADMIN_PAGES,
  PAGES,
  adminCompanyPage,
  adminCustomerPage,
  adminJobPage,
} from '@opgavetorvet/contracts';

export const paths = {
  oversigt: PAGES.admin,
  annulleringer: PAGES.adminAnnulleringer,
  henvendelser: PAGES.adminHenvendelser,
  billeder: ADMIN_PAGES.adminBilleder,
  anmeldelser: ADMIN_PAGES.adminAnmeldelser,
  udbakke: PAGES.adminUdbakke,
  firmaer: ADMIN_PAGES.adminFirmaer,
  persondata: ADMIN_PAGES.adminPersondata,
  administratorer: ADMIN_PAGES.adminAdministratorer,
  totp: ADMIN_PAGES.adminTotp,
  log: ADMIN_PAGES.adminLog,
  firma: adminCompanyPage,
  kunder: ADMIN_PAGES.adminKunder,
  kunde: adminCustomerPage,
  opgaver: ADMIN_PAGES.adminOpgaver,
  opgave: adminJobPage,
} as const;
