// The one-click unsubscribe link of an alert or a reminder: /afmeld?u={user}&k={kind}&s={signature},
// signed per person and kind so it works logged out and cannot be made for someone else.
import type { Statement } from 'better-sqlite3';
import { and, eq } from 'drizzle-orm';
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

export function optOut(db: Db, userId: number, kind: NoticeKind): void {
  db.insert(noticeOptOuts).values({ userId, kind }).onConflictDoNothing().run();
}

export function optIn(db: Db, userId: number, kind: NoticeKind): void {
  db.delete(noticeOptOuts)
    .where(and(eq(noticeOptOuts.userId, userId), eq(noticeOptOuts.kind, kind)))
    .run();
}

const optedOutQueries = new WeakMap<Db['$client'], Statement<[number, string]>>();

/** One prepared lookup per connection: the fan-out of a job asks it once per company. */
export function hasOptedOut(db: Db, userId: number, kind: NoticeKind): boolean {
  let query = optedOutQueries.get(db.$client);
  if (!query) {
    query = db.$client.prepare('select 1 from notice_opt_outs where user_id = ? and kind = ?');
    optedOutQueries.set(db.$client, query);
  }
  return query.get(userId, kind) !== undefined;
}
