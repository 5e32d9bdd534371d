// A new phone number or e-mail address waiting for its confirmation (issue 32): the rules (a 6-digit
// code by SMS or a token by a mailed link, how long each lasts, how many wrong codes, how often one
// may be sent) and the contact_changes rows they are kept in. Only an HMAC of the code or token is
// stored, keyed by the link signer, so a copied database confirms nothing.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PHONE_CODE_LENGTH } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { contactChanges } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { LinkSigner } from '../../lib/signed-links.js';

export type ContactField = 'phone' | 'email';

/** A texted code confirms for 10 minutes; a mailed link for a day. */
export const PHONE_CODE_TTL_SECONDS = 10 * 60;
export const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;
/** Wrong codes after which the code is void and a new one must be asked for. */
export const PHONE_CODE_MAX_TRIES = 5;
/** A new code or link no sooner than a minute after the last one … */
export const RESEND_AFTER_SECONDS = 60;
/** … and at most five an hour per account and field. */
export const SENDS_PER_WINDOW = 5;
export const SEND_WINDOW_SECONDS = 60 * 60;

export const newPhoneCode = (): string =>
  String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
export const newEmailToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a code or token: bound to the account and field. */
export const secretHash = (signer: LinkSigner, userId: number, field: ContactField, secret: string): string =>
  signer.sign(`contact-change:${userId}:${field}:${secret}`);

export type PendingChange = typeof contactChanges.$inferSelect;

export async function pendingChange(
  db: Db,
  userId: number,
  field: ContactField,
): Promise<PendingChange | undefined> {
  return await db
    .select()
    .from(contactChanges)
    .where(and(eq(contactChanges.userId, userId), eq(contactChanges.field, field)))
    .get();
}

/** The change waiting as the page shows it, or null (none, or no longer confirmable). */
export function shownChange(change: PendingChange | undefined, now: number) {
  if (!change || change.expiresAt <= now) return null;
  if (change.field === 'phone' && change.failedTries >= PHONE_CODE_MAX_TRIES) return null;
  return { value: change.newValue, expires_at: change.expiresAt };
}

/**
 * Writes the change with a new secret in place of any earlier one, refusing (429) when the last
 * was sent less than a minute ago or the hour's sends are used up.
 */
export async function startChange(
  db: Db,
  signer: LinkSigner,
  change: { userId: number; field: ContactField; newValue: string; secret: string; ttl: number; now: number },
): Promise<void> {
  const { userId, field, newValue, secret, ttl, now } = change;
  const earlier = await pendingChange(db, userId, field);
  const windowOpen = earlier !== undefined && earlier.windowStartsAt + SEND_WINDOW_SECONDS > now;
  if (earlier && earlier.lastSentAt + RESEND_AFTER_SECONDS > now)
    throw new AppError(429, 'errors:::account::send_wait', {
      seconds: earlier.lastSentAt + RESEND_AFTER_SECONDS - now,
    });
  if (windowOpen && earlier.sends >= SENDS_PER_WINDOW)
    throw new AppError(429, 'errors:::account::send_limit');
  const values = {
    newValue,
    secretHash: secretHash(signer, userId, field, secret),
    expiresAt: now + ttl,
    failedTries: 0,
    sends: windowOpen ? earlier.sends + 1 : 1,
    windowStartsAt: windowOpen ? earlier.windowStartsAt : now,
    lastSentAt: now,
  };
  if (earlier)
    await db
      .update(contactChanges)
      .set(values)
      .where(and(eq(contactChanges.userId, userId), eq(contactChanges.field, field)))
      .run();
  else
    await db
      .insert(contactChanges)
      .values({ userId, field, ...values })
      .run();
}

/** One more wrong code typed. */
export async function countWrongCode(db: Db, userId: number, field: ContactField): Promise<void> {
  await db
    .update(contactChanges)
    .set({ failedTries: sql`${contactChanges.failedTries} + 1` })
    .where(and(eq(contactChanges.userId, userId), eq(contactChanges.field, field)))
    .run();
}

export async function endChange(db: Db, userId: number, field: ContactField): Promise<void> {
  await db
    .delete(contactChanges)
    .where(and(eq(contactChanges.userId, userId), eq(contactChanges.field, field)))
    .run();
}
