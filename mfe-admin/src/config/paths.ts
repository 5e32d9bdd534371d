// Typed paths of mfe-admin's pages.
export const paths = {
  annulleringer: '/admin/annulleringer',
  henvendelser: '/admin/henvendelser',
  udbakke: '/admin/udbakke',
  firmaer: '/admin/firmaer',
  firma: (companyId: number) => `/admin/firmaer/${companyId}`,
} as const;
