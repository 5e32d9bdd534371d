// How a live event gets from the process that made the change to the processes holding the
// receiver's streams. In one process the relay hands it straight to the hub. With several service
// processes on PostgreSQL it goes through `NOTIFY` on one channel: every process `LISTEN`s on a
// connection of its own and hands what arrives (its own events included) to its hub, so each
// event reaches every open stream of its user, wherever that stream is held.
// The LISTEN connection is taken again for as long as it takes after it was lost (a database
// restart or outage), waiting longer each time up to a few seconds; once it is back `onResume` is
// called, because what was notified in between never arrived and the open pages must fetch again.
// An event whose NOTIFY failed is lost the same way: the next NOTIFY that goes through first tells
// every process to resume.
import pg from 'pg';
import type { LiveEvent } from '@opgavetorvet/contracts';
import { outageWatch, type OutageLog } from '../../lib/outage/outage-watch.js';

export type Deliver = (userId: number, event: LiveEvent) => void;

export interface LiveEventRelay {
  /** Sends one event on its way; the hub of every process is handed it through `deliver`. */
  send(userId: number, event: LiveEvent): void;
  /** Whether events reach this process now (false while the LISTEN connection is lost). */
  healthy(): boolean;
  close(): Promise<void>;
}

/** One process: the event goes straight to this process's hub. */
export function localRelay(deliver: Deliver): LiveEventRelay {
  return {
    send: deliver,
    healthy: () => true,
    close: async () => {},
  };
}

export const LIVE_EVENTS_CHANNEL = 'opgavetorvet_live_events';
/** The longest wait between two tries to listen again: pages are fresh within seconds of the return. */
export const RELISTEN_MAX_MS = 3000;

/** An event for a user, or `r`: events were lost, every process resumes its streams. */
type Wire = { u: number; e: LiveEvent } | { r: 1 };

function parse(payload: string | undefined): Wire | undefined {
  try {
    const wire = JSON.parse(payload ?? '') as Wire & { u?: unknown; e?: { type?: unknown }; r?: unknown };
    if (wire.r === 1) return { r: 1 };
    return Number.isSafeInteger(wire.u) && typeof wire.e?.type === 'string' ? wire : undefined;
  } catch {
    return undefined;
  }
}

export interface PostgresRelayOptions {
  url: string;
  deliver: Deliver;
  /** Events may have been missed (the connection was lost a while): the open pages fetch again. */
  onResume?: () => void;
  /** Where the start and end of an outage are told (once each). */
  log: OutageLog;
  /** The first wait before listening again after the connection was lost (doubled each try). */
  reconnectMs?: number;
}

/** Several processes on one PostgreSQL: NOTIFY to send, a LISTEN connection to receive. */
export async function postgresRelay(options: PostgresRelayOptions): Promise<LiveEventRelay> {
  // One connection sends, so a process's events are notified (and so delivered) in the order it sent them.
  const senders = new pg.Pool({ connectionString: options.url, max: 1 });
  const sending = outageWatch('live events (NOTIFY)', options.log);
  senders.on('error', (err) => sending.failed(err));
  const listening = outageWatch('live events (LISTEN)', options.log, {
    firstWaitMs: options.reconnectMs ?? 250,
    maxWaitMs: RELISTEN_MAX_MS,
  });
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let lostSends = false;

  const handle = (message: pg.Notification) => {
    const wire = parse(message.payload);
    if (!wire) return;
    if ('r' in wire) options.onResume?.();
    else options.deliver(wire.u, wire.e);
  };

  /** Listens on a new connection; once it has failed, tries again later, for as long as it takes. */
  function listenAgainLater(err: unknown): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen().catch(listenAgainLater);
    }, listening.failed(err));
    retry.unref();
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: options.url });
    let lost = false;
    const onLost = (err: unknown) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = undefined;
      void client.end().catch(() => undefined);
      listenAgainLater(err);
    };
    client.on('notification', handle);
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('the LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_EVENTS_CHANNEL}`);
    } catch (err) {
      lost = true;
      void client.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      lost = true;
      await client.end();
      return;
    }
    listener = client;
    if (listening.down) {
      listening.succeeded();
      options.onResume?.();
    }
  }
  await listen();

  const notify = (wire: Wire) =>
    senders.query('select pg_notify($1, $2)', [LIVE_EVENTS_CHANNEL, JSON.stringify(wire)]);

  return {
    send(userId, event) {
      // After lost sends, every process is first told to resume, so the lost events are fetched.
      const resume = lostSends;
      lostSends = false;
      const sent = resume
        ? notify({ r: 1 }).then(() => notify({ u: userId, e: event }))
        : notify({ u: userId, e: event });
      sent.then(
        () => sending.succeeded(),
        (err: unknown) => {
          lostSends = true;
          sending.failed(err);
        },
      );
    },
    healthy: () => listener !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      await senders.end();
    },
  };
}
