// The one-click unsubscribe link of an alert or a reminder: /afmeld?u={user}&k={kind}&s={signature},
// signed per person and kind so it works logged out and cannot be made for someone else. It turns
// the e-mail channel of the kind's notice setting off (lib/notice-settings.ts, issue 32).
import type { Db } from '../../db/open.js';
import { nowSeconds } from '../danish.js';
import { SETTING_KIND_OF_NOTICE, setNotice, wantsNotice } from '../notice-settings.js';
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
  await setNotice(db, userId, SETTING_KIND_OF_NOTICE[kind], 'email', false, nowSeconds());
}

export async function optIn(db: Db, userId: number, kind: NoticeKind): Promise<void> {
  await setNotice(db, userId, SETTING_KIND_OF_NOTICE[kind], 'email', true, nowSeconds());
}

/** Whether the person turned this notice's mail off (its kind's e-mail setting). */
export async function hasOptedOut(db: Db, userId: number, kind: NoticeKind): Promise<boolean> {
  return !(await wantsNotice(db, userId, SETTING_KIND_OF_NOTICE[kind], 'email'));
}
