// Typed paths of mfe-bruger's pages.
export const paths = {
  home: '/',
  opgaver: '/bruger/opgaver',
  beskeder: '/bruger/beskeder',
  opgave: (jobId: number) => `/bruger/opgave/${jobId}`,
  leverandorhyret: (jobId: number, contactId: number) =>
    `/bruger/leverandorhyret/${jobId}/?contact_id=${contactId}`,
  createJob: '/createjob',
  companyProfile: (slug: string) => `/${slug}`,
  indhentTilbud: (slug: string) => `/indhent-tilbud?firma=${encodeURIComponent(slug)}`,
  lukopgave: (jobId: number, contactId: number) => `/bruger/lukopgave/${jobId}?contact_id=${contactId}`,
  account: '/bruger/account',
  profil: '/bruger/profil',
  accountTransactions: '/bruger/account-transactions',
  klager: '/bruger/klager',
} as const;
