// Typed paths of mfe-admin's pages.
export const paths = {
  annulleringer: '/admin/annulleringer',
  henvendelser: '/admin/henvendelser',
  udbakke: '/admin/udbakke',
} as const;
