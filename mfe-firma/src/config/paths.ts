// Typed paths of mfe-firma's pages, and the /company/* aliases that lead to them.
export const paths = {
  home: '/',
  opgaver: '/firma/opgaver',
  vundne: '/firma/opgaver/dine-vundne-opgaver',
  oplysninger: '/firma/oplysninger',
  beskeder: '/firma/beskeder',
} as const;

/** SPEC §2: /company/jobs, /company/info and /company/messages are aliases. */
export const companyAliases = {
  jobs: paths.opgaver,
  info: paths.oplysninger,
  messages: paths.beskeder,
} as const;
