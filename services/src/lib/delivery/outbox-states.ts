// The outbox row's states and every allowed change, in one place (the worker and the
// administrator's resend call these, never write the state themselves):
//
//   queued  → sending   claim: a worker takes a due, rendered row for the lease, right before sending
//   sending → sending   hand-over: the send to the provider starts; only now is the try counted
//   sending → sent      the provider said yes (whoever holds the row: a yes is never sent again)
//   sending → queued    retry after a growing back-off, or released at once when the worker stops
//   sending → failed    a final refusal, or MAX_TRIES tries
//   sending → queued    stale: the holder died; the lease is longer than any send can take
//   failed  → queued    the administrator sends it again, tries from 0
//   (queued → failed    a notice that cannot be rendered: the mailer's render step, mailer.ts)
//
// Outcomes other than 'sent' are written only by the claim's holder, so a worker that lost its
// claim (it ran past the lease) cannot put back a row another worker has sent since.
import { and, asc, eq, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { outbox, type OutboxChannel } from '../../db/schema/index.js';
import type { OutboxRow } from './transports.js';

export const MAX_TRIES = 5;

/** The wait before the next try after `tries` failed ones: 1, 4, 16, 64 minutes. */
export function retryDelaySeconds(tries: number): number {
  return 60 * 4 ** Math.max(0, tries - 1);
}

/** Why a stale claim whose send had started went back to the queue (shown at /admin/udbakke). */
export const STALE_REASON = 'the process sending it stopped; queued again';
const STALE_LAST_REASON = 'the process sending it stopped during the last try; not tried again';

const p = sql.placeholder;
const held = and(eq(outbox.id, p('id')), eq(outbox.status, 'sending'), eq(outbox.claimedBy, p('holder')));
const unclaimed = { claimedBy: null, claimedAt: null };

const statements = perDatabase((db: Db) => {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'queued'),
        eq(outbox.channel, sql`${p('channel')}`),
        lte(outbox.nextAttemptAt, sql`${p('now')}`),
        isNotNull(outbox.body),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(p('limit'));
  const stale = and(eq(outbox.status, 'sending'), lt(outbox.claimedAt, sql`${p('before')}`));
  const handedOver = isNotNull(outbox.handedOverAt);
  return {
    claim: db
      .update(outbox)
      .set({
        status: 'sending',
        claimedAt: sql`${p('now')}`,
        claimedBy: sql`${p('holder')}`,
        handedOverAt: null,
      })
      .where(and(inArray(outbox.id, due), eq(outbox.status, 'queued')))
      .returning()
      .prepare(),
    handOver: db
      .update(outbox)
      .set({ handedOverAt: sql`${p('now')}`, tries: sql`${outbox.tries} + 1` })
      .where(held)
      .returning({ tries: outbox.tries })
      .prepare(),
    sent: db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`${p('now')}`, error: null, ...unclaimed })
      .where(and(eq(outbox.id, p('id')), ne(outbox.status, 'sent')))
      .prepare(),
    retry: db
      .update(outbox)
      .set({ status: 'queued', error: sql`${p('error')}`, nextAttemptAt: sql`${p('at')}`, ...unclaimed })
      .where(held)
      .prepare(),
    fail: db
      .update(outbox)
      .set({ status: 'failed', error: sql`${p('error')}`, ...unclaimed })
      .where(held)
      .prepare(),
    anyStale: db.select({ id: outbox.id }).from(outbox).where(stale).limit(1).prepare(),
    // Tried MAX_TRIES times and the holder died during the last: no further try.
    staleLast: db
      .update(outbox)
      .set({ status: 'failed', error: STALE_LAST_REASON, ...unclaimed })
      .where(and(stale, handedOver, sql`${outbox.tries} >= ${MAX_TRIES}`))
      .returning({ id: outbox.id })
      .prepare(),
    // The error is kept when the send never started: nothing about this row went wrong.
    staleBack: db
      .update(outbox)
      .set({
        status: 'queued',
        error: sql`case when ${outbox.handedOverAt} is null then ${outbox.error} else ${STALE_REASON} end`,
        handedOverAt: null,
        ...unclaimed,
      })
      .where(stale)
      .returning({ id: outbox.id })
      .prepare(),
    resend: db
      .update(outbox)
      .set({ status: 'queued', tries: 0, nextAttemptAt: 0, error: null, handedOverAt: null, ...unclaimed })
      .where(and(eq(outbox.id, p('id')), eq(outbox.status, 'failed')))
      .prepare(),
  };
});

/** Claims at most `limit` due rows of the channel for `holder`. */
export async function claimDue(
  db: Db,
  channel: OutboxChannel,
  holder: string,
  now: number,
  limit: number,
): Promise<OutboxRow[]> {
  return await statements(db).claim.all({ channel, holder, now, limit });
}

/** Starts the hand-over of a held row (counts the try); null when the holder lost the row. */
export async function handOver(db: Db, id: number, holder: string, now: number): Promise<number | null> {
  return (await statements(db).handOver.get({ id, holder, now }))?.tries ?? null;
}

export async function markSent(db: Db, id: number, now: number): Promise<void> {
  await statements(db).sent.run({ id, now });
}

/** Back to the queue, due at `at` (now for a release, later after a failed try). */
export async function requeue(
  db: Db,
  id: number,
  holder: string,
  error: string | null,
  at: number,
): Promise<void> {
  await statements(db).retry.run({ id, holder, error, at });
}

export async function markFailed(db: Db, id: number, holder: string, error: string): Promise<void> {
  await statements(db).fail.run({ id, holder, error });
}

/** Puts claims older than the lease back in the queue; how many. A read first: a pass runs often. */
export async function releaseStaleClaims(db: Db, now: number, leaseSeconds: number): Promise<number> {
  const before = now - leaseSeconds;
  const { anyStale, staleLast, staleBack } = statements(db);
  if (!(await anyStale.get({ before }))) return 0;
  const failed = await staleLast.all({ before });
  return failed.length + (await staleBack.all({ before })).length;
}

/** A failed row queued again with its tries from 0 (the administrator's resend); false if not failed. */
export async function resendFailed(db: Db, id: number): Promise<boolean> {
  return (await statements(db).resend.run({ id })).changes > 0;
}
