// Live updates of open pages: an in-process hub of what happened to whom, decorated as
// `fastify.liveEvents`. A caller publishes an event for one user (a type and ids, never texts);
// every open stream of that user (GET /api/events) receives it with a number, and the last
// BUFFER_SIZE events of each user are kept so a page that reconnects with Last-Event-ID receives
// what it missed, in order, or `resync` when the hub no longer has all of it.
// An event is sent once the caller's transaction has committed (afterCommit: a page is never told
// of a change it cannot read yet, nor of one rolled back), through a relay: straight to this hub
// in one process, or through PostgreSQL's NOTIFY to the hubs of every service process
// (live-event-relay.ts). Each hub numbers what it delivers; numbers start from the clock at
// start-up (×1000), so an id from an earlier process lies below this one's first and gets `resync`.
// Streams are closed before the server closes (preClose), so app.close() never waits on one.
// When the relay was cut off a while (a database outage), every open stream is sent `resync` once
// it is back, so no page stays stale.
import fp from 'fastify-plugin';
import type { LiveEvent } from '@opgavetorvet/contracts';
import { afterCommit } from '../../db/engine/executor.js';
import { localRelay, postgresRelay, type LiveEventRelay } from './live-event-relay.js';

/** An event as a stream sends it: with its number (the `id:` line). */
export interface NumberedLiveEvent extends LiveEvent {
  id: number;
}

/** One open stream, as the events route gives it to the hub. */
export interface LiveStream {
  send(event: NumberedLiveEvent): void;
  close(): void;
}

export interface LiveSubscription {
  /** What the stream missed after its last event id, in order, or 'resync' when some is gone. */
  missed: NumberedLiveEvent[] | 'resync';
  /** The newest event number of the hub, for a stream to start from. */
  lastId: number;
  unsubscribe(): void;
}

export interface LiveEventHub {
  /** Tells every open stream of the user, once the caller's transaction has committed. */
  publish(userId: number, event: LiveEvent): void;
  /** What the relay calls with an event for this process's streams of the user. */
  deliver(userId: number, event: LiveEvent): void;
  /** Sends published events through this relay from now on (the default hands them to `deliver`). */
  useRelay(relay: LiveEventRelay): void;
  /** Whether published events reach this process's streams now (its relay is connected). */
  relayHealthy(): boolean;
  /** Tells every open stream of this process to fetch everything again (events may have been lost). */
  resyncAll(): void;
  /** Adds a stream of the user; `lastEventId` is the last event its page received, if any. */
  subscribe(userId: number, stream: LiveStream, lastEventId?: number): LiveSubscription;
  /** How often an open stream sends a comment so proxies and the browser keep it (tests shorten it). */
  heartbeatMs: number;
  /** Open streams (of one user): what tests look at to see that nothing is left behind. */
  streamCount(userId?: number): number;
  /** Ends every stream; later publications are dropped. */
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEventHub;
  }
}

export const HEARTBEAT_MS = 25_000;
export const BUFFER_SIZE = 500;
/** More open streams of one user than a browser can hold: the oldest is closed (it may reconnect). */
export const MAX_STREAMS_PER_USER = 16;

export interface LiveEventsOptions {
  heartbeatMs?: number;
  bufferSize?: number;
  maxStreamsPerUser?: number;
  /** Logs a stream that failed to take an event (the others still get it). */
  onStreamError?: (err: unknown) => void;
  /** Several service processes on this PostgreSQL: events go through its NOTIFY to all of them. */
  postgresUrl?: string;
}

interface UserChannel {
  /** The user's newest events, oldest first, at most bufferSize. */
  events: NumberedLiveEvent[];
  /** The number of the newest event pushed out of `events` (0: none yet). */
  droppedUpTo: number;
  streams: Set<LiveStream>;
}

export function createLiveEventHub(options: LiveEventsOptions = {}): LiveEventHub {
  const bufferSize = options.bufferSize ?? BUFFER_SIZE;
  const maxStreams = options.maxStreamsPerUser ?? MAX_STREAMS_PER_USER;
  const firstId = Date.now() * 1000;
  let lastId = firstId;
  let closed = false;
  let relay: LiveEventRelay | undefined;
  const channels = new Map<number, UserChannel>();

  const channelOf = (userId: number): UserChannel => {
    let channel = channels.get(userId);
    if (!channel) {
      channel = { events: [], droppedUpTo: 0, streams: new Set() };
      channels.set(userId, channel);
    }
    return channel;
  };

  /** Runs one stream's part; a stream that throws does not keep the others from theirs. */
  const guarded = (work: () => void) => {
    try {
      work();
    } catch (err) {
      options.onStreamError?.(err);
    }
  };

  const fanOut = (userId: number, event: LiveEvent) => {
    if (closed) return;
    lastId += 1;
    const numbered: NumberedLiveEvent = { ...event, id: lastId };
    const channel = channelOf(userId);
    channel.events.push(numbered);
    if (channel.events.length > bufferSize) channel.droppedUpTo = channel.events.shift()?.id ?? 0;
    for (const stream of channel.streams) guarded(() => stream.send(numbered));
  };

  const fallback = localRelay(fanOut);

  const missedAfter = (userId: number, lastEventId: number): NumberedLiveEvent[] | 'resync' => {
    // Not a number of this process (an earlier one, or one never given): nothing can be replayed.
    if (lastEventId < firstId || lastEventId > lastId) return 'resync';
    const channel = channels.get(userId);
    if (!channel) return [];
    if (lastEventId < channel.droppedUpTo) return 'resync';
    return channel.events.filter((event) => event.id > lastEventId);
  };

  return {
    heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,

    publish(userId, event) {
      if (closed) return;
      const copy: LiveEvent = { type: event.type };
      if (event.job_id !== undefined) copy.job_id = event.job_id;
      if (event.contact_id !== undefined) copy.contact_id = event.contact_id;
      afterCommit(() => (relay ?? fallback).send(userId, copy));
    },

    deliver: fanOut,

    useRelay(chosen) {
      relay = chosen;
    },

    relayHealthy: () => (relay ?? fallback).healthy(),

    resyncAll() {
      for (const [userId, channel] of channels)
        if (channel.streams.size > 0) fanOut(userId, { type: 'resync' });
    },

    subscribe(userId, stream, lastEventId) {
      const missed = lastEventId === undefined ? [] : missedAfter(userId, lastEventId);
      const channel = channelOf(userId);
      channel.streams.add(stream);
      if (closed) setImmediate(() => guarded(() => stream.close()));
      if (channel.streams.size > maxStreams) {
        const [oldest] = channel.streams;
        if (oldest) {
          channel.streams.delete(oldest);
          guarded(() => oldest.close());
        }
      }
      return {
        missed,
        lastId,
        unsubscribe() {
          channel.streams.delete(stream);
          if (channel.streams.size === 0 && channel.events.length === 0) channels.delete(userId);
        },
      };
    },

    streamCount(userId) {
      if (userId !== undefined) return channels.get(userId)?.streams.size ?? 0;
      let count = 0;
      for (const channel of channels.values()) count += channel.streams.size;
      return count;
    },

    close() {
      closed = true;
      for (const channel of channels.values())
        for (const stream of [...channel.streams]) guarded(() => stream.close());
    },
  };
}

export default fp<LiveEventsOptions>(
  async (fastify, options) => {
    const hub = createLiveEventHub({
      onStreamError: (err) => fastify.log.warn({ err }, 'live event not delivered'),
      ...options,
    });
    fastify.decorate('liveEvents', hub);
    if (options.postgresUrl) {
      const relay = await postgresRelay({
        url: options.postgresUrl,
        deliver: hub.deliver,
        onResume: () => hub.resyncAll(),
        log: fastify.log,
      });
      hub.useRelay(relay);
      fastify.addHook('onClose', async () => relay.close());
    }
    // Before the server stops taking connections: an open stream would keep server.close() waiting.
    fastify.addHook('preClose', async () => hub.close());
    fastify.addHook('onClose', async () => hub.close());
  },
  { name: 'live-events' },
);
