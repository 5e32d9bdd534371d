// The card payment's callback cookie (SPEC §3/§9, 1 day): POST /api/firma/konto/fyld-op keeps the
// Checkout Session's id in `kortbetaling`, so the return page finds its payment also when the
// address comes back without ?session_id (the address's own id goes first).
const NAME = 'kortbetaling=';

/** The session id the cookie carries, or '' for none. */
export function cardPaymentSession(cookies: string = document.cookie): string {
  const part = cookies
    .split(';')
    .map((item) => item.trim())
    .find((item) => item.startsWith(NAME));
  const value = part?.slice(NAME.length) ?? '';
  return /^[A-Za-z0-9_]{1,255}$/.test(value) ? value : '';
}
