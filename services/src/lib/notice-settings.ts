// Which kinds of notice reach a person by which channel (issue 32): the settings page writes them,
// and every sender of a kind asks `wantsNotice` before it queues a mail or an SMS. No row means the
// kind's default: on, except news, which Danish marketing law lets us send only after a yes. The
// unsubscribe links' older kinds (alerts and reminders) and the job events map onto these kinds;
// a notice of no kind (a code, a decision about an agreement) cannot be turned off.
import { and, eq, sql } from 'drizzle-orm';
import {
  PAGES,
  NOTICE_SETTING_CHANNELS,
  NOTICE_SETTING_KINDS,
  type NoticeSettingChannel,
  type NoticeSettingKind,
  type NoticeSettings,
} from '@opgavetorvet/contracts';
import { conflictColumns } from '../db/engine/dialect.js';
import { perDatabase } from '../db/per-database.js';
import type { Db } from '../db/open.js';
import { noticeSettings } from '../db/schema/index.js';
import type { NoticeKind } from './notices/kinds.js';

/** What a kind is when the person never chose: news needs a yes first. */
export const noticeDefault = (kind: NoticeSettingKind): boolean => kind !== 'news';

/** The settings kind of an unsubscribable notice (the unsubscribe link's kind). */
export const SETTING_KIND_OF_NOTICE: Record<NoticeKind, NoticeSettingKind> = {
  job_alert: 'offers',
  job_digest: 'offers',
  job_expiry: 'reminders',
  confirm_reminder: 'reminders',
  review_request: 'review_requests',
};

/** The settings kind of a job event told to the other side (lib/notify-party.ts); others always go. */
const SETTING_KIND_OF_EVENT: Record<string, NoticeSettingKind> = {
  new_bid: 'offers',
  bid_declined: 'offers',
  invited: 'offers',
  new_message: 'messages',
};

export function settingKindOfEvent(event: string): NoticeSettingKind | null {
  return SETTING_KIND_OF_EVENT[event] ?? null;
}

/**
 * The settings page of a person (customers' on /bruger/profil, a company's on /firma/konto), at its
 * notifications, saying that `turnedOff` was just switched off when given.
 */
export function noticeSettingsPage(role: string, turnedOff?: NoticeSettingKind): string {
  const page = role === 'company' ? PAGES.firmaKonto : PAGES.brugerProfil;
  return `${page}${turnedOff ? `?afmeldt=${turnedOff}` : ''}#notifikationer`;
}

const choiceQuery = perDatabase((db: Db) =>
  db
    .select({ enabled: noticeSettings.enabled })
    .from(noticeSettings)
    .where(
      and(
        eq(noticeSettings.userId, sql.placeholder('user')),
        eq(noticeSettings.kind, sql.placeholder('kind')),
        eq(noticeSettings.channel, sql.placeholder('channel')),
      ),
    )
    .prepare(),
);

/**
 * Whether the person wants a notice of this kind by this channel (one prepared look-up; the fan-out
 * of a job asks it once per company). A null kind is a notice that cannot be turned off.
 */
export async function wantsNotice(
  db: Db,
  userId: number,
  kind: NoticeSettingKind | null,
  channel: NoticeSettingChannel,
): Promise<boolean> {
  if (kind === null) return true;
  const row = await choiceQuery(db).get({ user: userId, kind, channel });
  return row ? Boolean(row.enabled) : noticeDefault(kind);
}

/** Every kind and channel of the person, defaults where they never chose. */
export async function noticeSettingsOf(db: Db, userId: number): Promise<NoticeSettings> {
  const rows = await db
    .select({ kind: noticeSettings.kind, channel: noticeSettings.channel, enabled: noticeSettings.enabled })
    .from(noticeSettings)
    .where(eq(noticeSettings.userId, userId))
    .all();
  const settings = Object.fromEntries(
    NOTICE_SETTING_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        NOTICE_SETTING_CHANNELS.map((channel) => {
          const row = rows.find((r) => r.kind === kind && r.channel === channel);
          return [channel, row ? Boolean(row.enabled) : noticeDefault(kind)];
        }),
      ),
    ]),
  );
  return settings as NoticeSettings;
}

/** Stores one choice (the unsubscribe link's, or one cell of the page). */
export async function setNotice(
  db: Db,
  userId: number,
  kind: NoticeSettingKind,
  channel: NoticeSettingChannel,
  enabled: boolean,
  now: number,
): Promise<void> {
  await db
    .insert(noticeSettings)
    .values({ userId, kind, channel, enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: conflictColumns(noticeSettings.userId, noticeSettings.kind, noticeSettings.channel),
      set: { enabled, updatedAt: now },
    })
    .run();
}

/** Stores the whole page: every kind and channel as given (the caller's transaction). */
export async function saveNoticeSettings(
  db: Db,
  userId: number,
  settings: NoticeSettings,
  now: number,
): Promise<void> {
  for (const kind of NOTICE_SETTING_KINDS)
    for (const channel of NOTICE_SETTING_CHANNELS)
      await setNotice(db, userId, kind, channel, settings[kind][channel], now);
}
