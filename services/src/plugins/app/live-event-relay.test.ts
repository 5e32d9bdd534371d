// Rule: with several service processes on one PostgreSQL, an event published by one process
// reaches the user's streams held by any process (its own included), in order, and a malformed
// notification on the channel reaches nobody. Runs when the test run has a PostgreSQL server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import type { LiveEvent } from '@opgavetorvet/contracts';
import { pgSkipReason, pgTestServer, type PgServer } from '../../test/pg-database.js';
import { createLiveEventHub, type LiveEventHub, type NumberedLiveEvent } from './live-events.js';
import { LIVE_EVENTS_CHANNEL, postgresRelay, type LiveEventRelay } from './live-event-relay.js';

const quiet = { warn: () => {}, info: () => {} };

describe.skipIf(pgSkipReason)(`live events between service processes on PostgreSQL`, () => {
  let server: PgServer;
  const relays: LiveEventRelay[] = [];

  beforeAll(async () => {
    server = await pgTestServer();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(relays.map((relay) => relay.close()));
    await server?.stop();
  });

  /** One service process's hub, relaying through the server. */
  async function processHub(): Promise<LiveEventHub> {
    const hub = createLiveEventHub();
    const relay = await postgresRelay({ url: server.url, deliver: hub.deliver, log: quiet });
    relays.push(relay);
    hub.useRelay(relay);
    return hub;
  }

  function streamOf(hub: LiveEventHub, userId: number): LiveEvent[] {
    const received: LiveEvent[] = [];
    hub.subscribe(userId, {
      send: ({ type, job_id }: NumberedLiveEvent) =>
        received.push(job_id === undefined ? { type } : { type, job_id }),
      close: () => {},
    });
    return received;
  }

  it('carries an event from the publishing process to every process holding a stream of the user', async () => {
    const [first, second] = [await processHub(), await processHub()];
    const onSecond = streamOf(second, 41);
    const onFirst = streamOf(first, 41);
    const otherUser = streamOf(second, 42);
    first.publish(41, { type: 'new_bid', job_id: 7 });
    first.publish(41, { type: 'unread_count' });
    const expected = [{ type: 'new_bid', job_id: 7 }, { type: 'unread_count' }];
    await vi.waitFor(() => expect(onSecond).toEqual(expected), { timeout: 2000 });
    await vi.waitFor(() => expect(onFirst).toEqual(expected), { timeout: 2000 });
    expect(otherUser).toEqual([]);
  });

  it('hands nobody a notification on the channel that is not an event', async () => {
    const hub = await processHub();
    const received = streamOf(hub, 43);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query('select pg_notify($1, $2)', [LIVE_EVENTS_CHANNEL, 'not json']);
    await client.query('select pg_notify($1, $2)', [LIVE_EVENTS_CHANNEL, JSON.stringify({ u: 'x', e: {} })]);
    await client.end();
    hub.publish(43, { type: 'unread_count' });
    await vi.waitFor(() => expect(received).toEqual([{ type: 'unread_count' }]), { timeout: 2000 });
  });
});
