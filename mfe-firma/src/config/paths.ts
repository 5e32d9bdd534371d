// Typed paths of mfe-firma's pages, and the /company/* aliases that lead to them.
export const paths = {
  home: '/',
  opgaver: '/firma/opgaver',
  vundne: '/firma/opgaver/dine-vundne-opgaver',
  oplysninger: '/firma/oplysninger',
  beskeder: '/firma/beskeder',
  abonnement: '/firma/abonnement',
  anmeldelser: '/firma/anmeldelser',
  /** The company account: balance, card top-up, movements and receipts (issue 9). */
  konto: '/firma/konto',
  /** Where Stripe Checkout sends the browser back (?session_id=). */
  kontoBetaling: '/firma/konto/betaling',
  /** SPEC §2: help for companies, outside /firma; ?title= prefills the support case's subject. */
  hjaelp: '/hjaelp/firma',
  /** SPEC §2: a booking's own address on the won-jobs page (the calendar's event links use it too). */
  booking: (contactId: number) => `/firma/opgaver/dine-vundne-opgaver/bookings/${contactId}`,
} as const;

/** SPEC §2: /company/jobs, /company/info and /company/messages are aliases. */
export const companyAliases = {
  jobs: paths.opgaver,
  info: paths.oplysninger,
  messages: paths.beskeder,
} as const;
