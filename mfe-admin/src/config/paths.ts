// Typed paths of mfe-admin's pages.
export const paths = {
  annulleringer: '/admin/annulleringer',
  udbakke: '/admin/udbakke',
} as const;
