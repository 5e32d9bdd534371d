// The delivery worker: a lane per channel with a transport, each sending a few rows at a time, so
// a hanging SMTP server never holds the SMS (or the other way round) and one slow message does not
// hold its queue. A lane claims only as many due rows as it has free slots, right before sending
// them, and claims the next as soon as a send ends. Claims are held under a lease (outbox-states.ts)
// longer than any send can take; a pass puts the claims of a dead holder back in the queue. While
// a channel's provider fails (a timeout, a 5xx), its lane sends one probe a pass instead of
// spending every row's tries, and the outage is logged once. On stop it claims nothing more, lets
// the sends in flight end within a grace, then aborts them and puts their rows back in the queue.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/open.js';
import type { OutboxChannel } from '../../db/schema/index.js';
import { isDatabaseUnavailable } from '../outage/database-unavailable.js';
import { outageWatch, type OutageLog, type OutageWatch } from '../outage/outage-watch.js';
import {
  MAX_TRIES,
  claimDue,
  handOver,
  markFailed,
  markSent,
  releaseStaleClaims,
  requeue,
  retryDelaySeconds,
} from './outbox-states.js';
import { DeliveryError, type OutboxRow, type Transport } from './transports.js';

/** Sends in flight at once per channel. */
export const SEND_CONCURRENCY = 4;
/** The default lease of a claim (DELIVERY_CLAIM_LEASE_SECONDS): well past any send's timeout. */
export const CLAIM_LEASE_SECONDS = 120;

export type Transports = Partial<Record<OutboxChannel, Transport>>;

export interface DeliveryLog extends OutageLog {
  error(details: object, message: string): void;
}

/** How the log names each channel's provider in an outage's lines. */
export const PROVIDER_NAMES: Record<OutboxChannel, string> = {
  email: 'mail server (SMTP_URL)',
  sms: 'SMS gateway (SMS_API_URL)',
};

export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface DeliveryWorkerOptions {
  transports: Transports;
  /** Unix seconds. */
  now: () => number;
  claimLeaseSeconds?: number;
  concurrency?: number;
  /** Who holds this worker's claims; one per process by default. */
  holder?: string;
  log?: DeliveryLog;
  /**
   * The watch of the database's outages this worker reports to: the delivery plugin's own, so an
   * outage is logged once for the whole delivery, not once by the plugin and once by the worker.
   */
  database?: OutageWatch;
}

export interface DeliveryWorker {
  readonly holder: string;
  /** Puts stale claims back in the queue and fills every lane's free slots; does not wait for sends. */
  pass(): Promise<void>;
  /** Waits until no send is in flight and nothing due was left to claim. */
  idle(): Promise<void>;
  /** What the worker's sends came to so far. */
  done(): PassResult;
  /** Claims nothing more; waits up to `graceMs` for the sends in flight, then aborts and requeues them. */
  stop(graceMs: number): Promise<void>;
}

const quiet: DeliveryLog = { info() {}, warn() {}, error() {} };
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function deliveryWorker(db: Db, options: DeliveryWorkerOptions): DeliveryWorker {
  const { now, transports } = options;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const lease = options.claimLeaseSeconds ?? CLAIM_LEASE_SECONDS;
  const concurrency = options.concurrency ?? SEND_CONCURRENCY;
  const log = options.log ?? quiet;
  const counts: PassResult = { sent: 0, retried: 0, failed: 0 };
  const aborter = new AbortController();
  let stopped = false;
  const database = options.database ?? outageWatch('database (delivery)', log);
  /** Any other failure of a database call (a fault of ours) is logged once until a claim goes through. */
  let dbFailing = false;
  const dbFailed = (err: unknown, what: string) => {
    if (isDatabaseUnavailable(err)) database.failed(err);
    else if (!dbFailing) log.error({ err }, `delivery: could not ${what}; trying again on the next pass`);
    dbFailing = true;
  };
  const dbAnswered = () => {
    dbFailing = false;
    database.succeeded();
  };

  /** Rows the provider took whose 'sent' could not be written yet: retried each pass, never sent again. */
  const unrecorded = new Set<number>();
  const recordSent = async (id: number) => {
    try {
      await markSent(db, id, now());
      unrecorded.delete(id);
    } catch (err) {
      unrecorded.add(id);
      dbFailed(err, `record outbox row ${id} as sent`);
    }
  };

  const lanes = (Object.entries(transports) as [OutboxChannel, Transport][]).map(([channel, transport]) => {
    const sending = new Set<Promise<void>>();
    const outage = outageWatch(PROVIDER_NAMES[channel], log);
    let filling: Promise<void> | null = null;
    let again = false;

    /** After a failed try: again later, or failed for good; a stop puts it back at once. */
    const settleFailure = async (row: OutboxRow, tries: number, err: unknown) => {
      const reason = reasonOf(err);
      if (aborter.signal.aborted) {
        await requeue(
          db,
          row.id,
          holder,
          `the service stopped while sending; queued again (${reason})`,
          now(),
        );
        return;
      }
      // A refusal of this one row (an unknown mailbox) says nothing of the provider; a timeout or a
      // 5xx does, and is logged once per outage.
      const permanent = err instanceof DeliveryError && err.permanent;
      if (permanent) log.warn({ outboxId: row.id, channel, reason }, `outbox row ${row.id} refused for good`);
      else outage.failed(err);
      if (permanent || tries >= MAX_TRIES) {
        await markFailed(db, row.id, holder, reason);
        counts.failed += 1;
      } else {
        await requeue(db, row.id, holder, reason, now() + retryDelaySeconds(tries));
        counts.retried += 1;
      }
    };

    const send = async (row: OutboxRow) => {
      let tries: number | null;
      try {
        // Claimed as the worker stopped: back to the queue as it was, no try spent.
        if (stopped) return await requeue(db, row.id, holder, row.error, row.nextAttemptAt);
        tries = await handOver(db, row.id, holder, now());
      } catch (err) {
        return dbFailed(err, `hand outbox row ${row.id} over`);
      }
      if (tries === null) return;
      try {
        await transport.deliver(row, aborter.signal);
      } catch (err) {
        return await settleFailure(row, tries, err).catch((dbErr: unknown) =>
          dbFailed(dbErr, `record the failed try of outbox row ${row.id}`),
        );
      }
      counts.sent += 1;
      outage.succeeded();
      await recordSent(row.id);
    };

    const start = (row: OutboxRow) => {
      const sent: Promise<void> = send(row).finally(() => {
        sending.delete(sent);
        // While the provider fails, the next probe waits for the next pass.
        if (!outage.down) void fill();
      });
      sending.add(sent);
    };

    /** Claims rows for the free slots; a call while claiming makes the claim run once more. */
    const fill = (): Promise<void> => {
      if (filling) {
        again = true;
        return filling;
      }
      const claim = async () => {
        do {
          again = false;
          const free = (outage.down ? 1 : concurrency) - sending.size;
          if (stopped || free <= 0) break;
          for (const row of await claimDue(db, channel, holder, now(), free)) start(row);
          dbAnswered();
        } while (again);
      };
      // Cleared in a later turn, even when there was nothing to claim and `claim` ended at once; a
      // call that came after the last claim but before this turn gets its claim then.
      filling = claim()
        .catch((err: unknown) => dbFailed(err, `claim ${channel} rows`))
        .finally(() => {
          filling = null;
          if (again) void fill();
        });
      return filling;
    };

    const busy = () => [...sending, ...(filling ? [filling] : [])];
    return { fill, busy };
  });

  const settled = async () => {
    for (let busy = lanes.flatMap((lane) => lane.busy()); busy.length > 0;) {
      await Promise.allSettled(busy);
      busy = lanes.flatMap((lane) => lane.busy());
    }
  };

  return {
    holder,
    async pass() {
      if (stopped || lanes.length === 0) return;
      for (const id of unrecorded) await recordSent(id);
      try {
        const released = await releaseStaleClaims(db, now(), lease);
        if (released > 0) log.warn({ rows: released }, 'delivery: claims of a stopped process queued again');
      } catch (err) {
        dbFailed(err, 'look for stale claims');
      }
      await Promise.all(lanes.map((lane) => lane.fill()));
    },
    idle: settled,
    done: () => ({ ...counts }),
    async stop(graceMs) {
      stopped = true;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([settled(), grace]);
      clearTimeout(timer);
      aborter.abort();
      await settled();
      for (const id of unrecorded) await recordSent(id);
    },
  };
}
