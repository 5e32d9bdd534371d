// The delivery worker's one pass over the outbox: rows left 'sending' by a process that died are
// failed (they may have gone out; sending again could send twice), due 'queued' rows of a channel
// with a transport, once rendered, are claimed in one statement ('sending', tries + 1) and only then sent, and each
// ends 'sent', back in 'queued' after a growing back-off, or 'failed' with the reason kept.
import { and, asc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { outbox, type OutboxChannel } from '../../db/schema/index.js';
import { DeliveryError, type OutboxRow, type Transport } from './transports.js';

export const MAX_TRIES = 5;
/** A claim older than this belongs to a process that stopped while sending. */
export const STALE_CLAIM_SECONDS = 10 * 60;
const BATCH = 25;

/** The wait before the next try after `tries` failed ones: 1, 4, 16, 64 minutes. */
export function retryDelaySeconds(tries: number): number {
  return 60 * 4 ** Math.max(0, tries - 1);
}

export type Transports = Partial<Record<OutboxChannel, Transport>>;

export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
}

const staleClaims = perDatabase((db) => {
  const stale = and(eq(outbox.status, 'sending'), lt(outbox.claimedAt, sql.placeholder('before')));
  return {
    // Looked for first (a read on the status index): the update is a write, and a pass runs often.
    any: db.select({ id: outbox.id }).from(outbox).where(stale).limit(1).prepare(),
    fail: db
      .update(outbox)
      .set({ status: 'failed', error: 'interrupted while sending; not sent again so it cannot arrive twice' })
      .where(stale)
      .prepare(),
  };
});

async function failStaleClaims(db: Db, now: number): Promise<void> {
  const statements = staleClaims(db);
  const before = now - STALE_CLAIM_SECONDS;
  if (await statements.any.get({ before })) await statements.fail.run({ before });
}

async function claim(db: Db, channels: OutboxChannel[], now: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'queued'),
        inArray(outbox.channel, channels),
        lte(outbox.nextAttemptAt, now),
        isNotNull(outbox.body),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(BATCH);
  return await db
    .update(outbox)
    .set({ status: 'sending', claimedAt: now, tries: sql`${outbox.tries} + 1` })
    .where(and(inArray(outbox.id, due), eq(outbox.status, 'queued')))
    .returning()
    .all();
}

export async function deliveryPass(db: Db, transports: Transports, now: () => number): Promise<PassResult> {
  const result: PassResult = { sent: 0, retried: 0, failed: 0 };
  await failStaleClaims(db, now());
  const channels = Object.keys(transports) as OutboxChannel[];
  if (channels.length === 0) return result;
  const rows = await claim(db, channels, now());
  for (const row of rows) {
    try {
      await transports[row.channel]!.deliver(row);
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: now(), error: null })
        .where(eq(outbox.id, row.id))
        .run();
      result.sent += 1;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const final = (err instanceof DeliveryError && err.permanent) || row.tries >= MAX_TRIES;
      await db
        .update(outbox)
        .set(
          final
            ? { status: 'failed', error: reason }
            : { status: 'queued', error: reason, nextAttemptAt: now() + retryDelaySeconds(row.tries) },
        )
        .where(eq(outbox.id, row.id))
        .run();
      if (final) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
}
