// Typed paths the shell links to, and where each role lands after logging in.
import type { Role } from '@opgavetorvet/contracts';

export const paths = {
  home: '/',
  setPassword: '/adgangskode',
  createJob: '/createjob',
  createJobIn: (slug: string) => `/createjob/${encodeURIComponent(slug)}`,
  brugerOpgaver: '/bruger/opgaver',
  brugerAccount: '/bruger/account',
  companies: '/firmaer',
  adminOutbox: '/admin/udbakke',
  adminHelpInbox: '/admin/henvendelser',
  firmaOpgaver: '/firma/opgaver',
  adminAnnulleringer: '/admin/annulleringer',
} as const;

export const landingByRole: Record<Role, string> = {
  user: paths.brugerOpgaver,
  company: paths.firmaOpgaver,
  admin: paths.adminAnnulleringer,
};
