// Tells a failure of the database itself (PostgreSQL stopped, restarting or unreachable; SQLite's
// file busy, full or unreadable) from a failure of the statement: the first is answered 503 with
// Retry-After and waited out by background loops, the second is a bug (500). drizzle wraps the
// driver's error as `cause`, so the chain is followed.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: terminating connection (admin shutdown, crash), cannot connect now (starting or
  // stopping), too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

/** Texts of `pg` for a connection that went away or could not be had (they carry no code). */
const CONNECTION_TEXTS =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection closed|terminating connection/i;

function isUnavailableItself(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLite's extended codes (SQLITE_BUSY_TIMEOUT, SQLITE_IOERR_WRITE …) and PostgreSQL's class 08.
    if (CONNECTION_CODES.has(code) || CONNECTION_CODES.has(code.replace(/^(SQLITE_[A-Z]+)_.*$/, '$1')))
      return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  const message = (err as { message?: unknown }).message;
  if (typeof message === 'string' && CONNECTION_TEXTS.test(message)) return true;
  // Node's connect to several addresses of one host fails with every attempt's error.
  const errors = (err as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.some((one) => one instanceof Object && isUnavailableItself(one));
}

export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current instanceof Object; depth += 1) {
    if (isUnavailableItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
