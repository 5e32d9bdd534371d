// The secret of a company's calendar feed (/ical/{token}.ics). The token is an HMAC of the
// company's random nonce with the signed-links key (from the session secret): 256 bits, url-safe,
// and it can be shown again without being stored. The row keeps only its SHA-256 (as sessions are
// kept), which the feed looks up on a unique index, so a copy of the database opens no feed and
// no token is compared byte by byte. A new nonce makes a new token; the old one then finds no row.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { conflictColumns } from '../../db/engine/dialect.js';
import type { Db } from '../../db/open.js';
import { calendarFeeds } from '../../db/schema/index.js';
import type { LinkSigner } from '../../lib/signed-links.js';

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

const tokenOf = (signer: LinkSigner, companyId: number, nonce: string): string =>
  signer.sign(`calendar-feed:${companyId}:${nonce}`);

/** The company whose feed this token opens, or null (unknown, replaced or malformed). */
export async function feedCompanyId(db: Db, token: string): Promise<number | null> {
  const row = await db
    .select({ companyId: calendarFeeds.companyId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash(token)))
    .get();
  return row?.companyId ?? null;
}

const newFeed = (signer: LinkSigner, companyId: number) => {
  const nonce = randomBytes(16).toString('base64url');
  return { nonce, tokenHash: tokenHash(tokenOf(signer, companyId, nonce)) };
};

const feedRow = (db: Db, companyId: number) =>
  db.select().from(calendarFeeds).where(eq(calendarFeeds.companyId, companyId)).get();

/** Makes a new secret for the company (the first, or in place of the old one) and returns its token. */
export async function renewFeedToken(db: Db, signer: LinkSigner, companyId: number): Promise<string> {
  const values = newFeed(signer, companyId);
  await db
    .insert(calendarFeeds)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: conflictColumns(calendarFeeds.companyId), set: values })
    .run();
  return tokenOf(signer, companyId, values.nonce);
}

/**
 * The company's current token, made on first use (a second process making it at the same time
 * keeps the first one's). Should the session secret have changed since it was made, the token
 * shown would not be the one stored: it is stored then, and the old one ends.
 */
export async function currentFeedToken(db: Db, signer: LinkSigner, companyId: number): Promise<string> {
  let row = await feedRow(db, companyId);
  if (!row) {
    await db
      .insert(calendarFeeds)
      .values({ companyId, ...newFeed(signer, companyId) })
      .onConflictDoNothing()
      .run();
    row = await feedRow(db, companyId);
    if (!row) throw new Error(`calendar feed of company ${companyId} was not stored`);
  }
  const token = tokenOf(signer, companyId, row.nonce);
  const hash = tokenHash(token);
  if (hash !== row.tokenHash)
    await db
      .update(calendarFeeds)
      .set({ tokenHash: hash })
      .where(eq(calendarFeeds.companyId, companyId))
      .run();
  return token;
}
