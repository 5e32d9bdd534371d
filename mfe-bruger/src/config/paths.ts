// Typed paths of mfe-bruger's pages.
export const paths = {
  home: '/',
  opgaver: '/bruger/opgaver',
  opgave: (jobId: number) => `/bruger/opgave/${jobId}`,
  createJob: '/createjob',
} as const;
