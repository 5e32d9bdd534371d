// Typed paths of mfe-admin's pages.
export const paths = {
  annulleringer: '/admin/annulleringer',
} as const;
