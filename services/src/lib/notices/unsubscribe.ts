// The one-click unsubscribe link of an alert or a reminder: /afmeld?u={user}&k={kind}&s={signature},
// signed per person and kind so it works logged out and cannot be made for someone else.
import { and, eq, sql } from 'drizzle-orm';
import { perDatabase } from '../../db/per-database.js';
import type { Db } from '../../db/open.js';
import { noticeOptOuts } from '../../db/schema/index.js';
import type { LinkSigner } from '../signed-links.js';
import type { NoticeKind } from './kinds.js';

const signed = (userId: number, kind: string) => `unsubscribe:${userId}:${kind}`;

export function unsubscribeUrl(
  publicUrl: string,
  signer: LinkSigner,
  userId: number,
  kind: NoticeKind,
): string {
  const query = new URLSearchParams({ u: String(userId), k: kind, s: signer.sign(signed(userId, kind)) });
  return `${publicUrl}/afmeld?${query.toString()}`;
}

export function validUnsubscribe(
  signer: LinkSigner,
  userId: number,
  kind: string,
  signature: string,
): boolean {
  return signer.verify(signed(userId, kind), signature);
}

export async function optOut(db: Db, userId: number, kind: NoticeKind): Promise<void> {
  await db.insert(noticeOptOuts).values({ userId, kind }).onConflictDoNothing().run();
}

export async function optIn(db: Db, userId: number, kind: NoticeKind): Promise<void> {
  await db
    .delete(noticeOptOuts)
    .where(and(eq(noticeOptOuts.userId, userId), eq(noticeOptOuts.kind, kind)))
    .run();
}

const optedOutQuery = (db: Db) =>
  db
    .select({ userId: noticeOptOuts.userId })
    .from(noticeOptOuts)
    .where(
      and(eq(noticeOptOuts.userId, sql.placeholder('user')), eq(noticeOptOuts.kind, sql.placeholder('kind'))),
    )
    .prepare();

/** One per store: a transaction shares it, and the statement runs inside it. */
const optedOutQueries = perDatabase(optedOutQuery);

/** One prepared lookup per database: the fan-out of a job asks it once per company. */
export async function hasOptedOut(db: Db, userId: number, kind: NoticeKind): Promise<boolean> {
  return (await optedOutQueries(db).get({ user: userId, kind })) !== undefined;
}
