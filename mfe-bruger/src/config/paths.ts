// Typed paths of mfe-bruger's pages.
export const paths = {
  home: '/',
  opgaver: '/bruger/opgaver',
  beskeder: '/bruger/beskeder',
  opgave: (jobId: number) => `/bruger/opgave/${jobId}`,
  leverandorhyret: (jobId: number, contactId: number) => `/bruger/leverandorhyret/${jobId}/?contact_id=${contactId}`,
  createJob: '/createjob',
} as const;
