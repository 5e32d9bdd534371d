// How a live event gets from the process that made the change to the processes holding the
// receiver's streams. In one process the relay hands it straight to the hub. With several service
// processes on PostgreSQL it goes through `NOTIFY` on one channel: every process `LISTEN`s on a
// connection of its own and hands what arrives (its own events included) to its hub, so each
// event reaches every open stream of its user, wherever that stream is held.
import pg from 'pg';
import type { LiveEvent } from '@opgavetorvet/contracts';

export type Deliver = (userId: number, event: LiveEvent) => void;

export interface LiveEventRelay {
  /** Sends one event on its way; the hub of every process is handed it through `deliver`. */
  send(userId: number, event: LiveEvent): void;
  close(): Promise<void>;
}

/** One process: the event goes straight to this process's hub. */
export function localRelay(deliver: Deliver): LiveEventRelay {
  return {
    send: deliver,
    close: async () => {},
  };
}

export const LIVE_EVENTS_CHANNEL = 'opgavetorvet_live_events';

type Wire = { u: number; e: LiveEvent };

function parse(payload: string | undefined): Wire | undefined {
  try {
    const wire = JSON.parse(payload ?? '') as Wire;
    return Number.isSafeInteger(wire.u) && typeof wire.e?.type === 'string' ? wire : undefined;
  } catch {
    return undefined;
  }
}

export interface PostgresRelayOptions {
  url: string;
  deliver: Deliver;
  onError: (err: unknown) => void;
  /** How long to wait before listening again after the connection was lost. */
  reconnectMs?: number;
}

/** Several processes on one PostgreSQL: NOTIFY to send, a LISTEN connection to receive. */
export async function postgresRelay(options: PostgresRelayOptions): Promise<LiveEventRelay> {
  // One connection sends, so a process's events are notified (and so delivered) in the order it sent them.
  const senders = new pg.Pool({ connectionString: options.url, max: 1 });
  senders.on('error', options.onError);
  let listener: pg.Client | undefined;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: options.url });
    client.on('notification', (message) => {
      const wire = parse(message.payload);
      if (wire) options.deliver(wire.u, wire.e);
    });
    client.on('error', (err) => {
      options.onError(err);
      if (listener === client) listener = undefined;
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(options.onError), options.reconnectMs ?? 1000);
    });
    await client.connect();
    await client.query(`listen ${LIVE_EVENTS_CHANNEL}`);
    if (closed) await client.end();
    else listener = client;
  }
  await listen();

  return {
    send(userId, event) {
      const payload = JSON.stringify({ u: userId, e: event } satisfies Wire);
      senders.query('select pg_notify($1, $2)', [LIVE_EVENTS_CHANNEL, payload]).catch(options.onError);
    },
    async close() {
      closed = true;
      await listener?.end();
      await senders.end();
    },
  };
}
