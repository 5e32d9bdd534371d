// How long the product keeps what it keeps for a limited time (issue 32), written once: the service's
// daily retention task (services/src/lib/retention) deletes by these numbers, and the privacy policy
// (/privatlivspolitik) states them, so the page and what is done cannot part. Whatever has an expiry
// of its own (a session, an unconfirmed change of phone or e-mail, a password code) is removed by the
// same daily task once expired. The session's time-outs and the sweep of unattached uploads are the
// service's own constants; a service test checks that they are the numbers here. Plain numbers and
// no imports: the policy page loads this with its chunk.

export const RETENTION = {
  /** A session ends after this many hours unused (the session store's idle time-out). */
  sessionIdleHours: 2,
  /** A session ends this many days after the log-in at the latest (the session store's absolute time-out). */
  sessionMaxDays: 7,
  /** Log-in attempts (e-mail, IP address, success) are kept this long, for throttling and spotting attacks. */
  loginAttemptDays: 30,
  /** The copy of an e-mail or SMS that was delivered is kept this long (the administrator's outbox). */
  sentMessageDays: 30,
  /** An e-mail or SMS that could not be delivered is kept this long, for the administrator to send again. */
  failedMessageDays: 90,
  /** An uploaded photo or file that was never attached to a job or message is deleted after this many hours. */
  unattachedUploadHours: 24,
  /**
   * An unconfirmed change of phone or e-mail is deleted once its code or link has expired and this
   * many days have passed since it was last sent (until then it counts towards the sending limit).
   */
  unconfirmedChangeDays: 1,
  /** Ledger entries, receipts and invoices are kept this many years (the Danish bookkeeping act). */
  bookkeepingYears: 5,
} as const;

export type RetentionPeriods = typeof RETENTION;

const DAY_SECONDS = 24 * 60 * 60;

/** A period of whole days in seconds. */
export const daysInSeconds = (days: number): number => days * DAY_SECONDS;
