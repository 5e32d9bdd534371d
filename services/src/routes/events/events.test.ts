// Rule: open pages update live. GET /api/events streams the logged-in caller's own events (a type
// and ids, never texts or amounts), each with an id; a page that reconnects with Last-Event-ID
// receives only what it missed, or `resync`; heart-beats keep it open; it ends when the client goes,
// the session ends or the app closes. Read over a real connection: inject cannot stream.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LiveEventType } from '@opgavetorvet/contracts';
import { JOB_EVENTS, notifyParty } from '../../lib/notify-party.js';
import { BUFFER_SIZE } from '../../plugins/app/live-events.js';
import { addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { buildTestApp, createAccount, loggedIn, visitor, type Agent } from '../../test/helpers.js';
import { baseUrlOf, EventStreamReader } from './event-stream-reader.js';

let app: FastifyInstance;
let w: CompanyWorld;
const open: EventStreamReader[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  w = await buildCompanyWorld(app);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await app.close();
});

const cookieOf = (agent: Agent): Record<string, string> => ({ cookie: agent.cookieHeader() ?? '' });

async function openStream(
  agent: Agent,
  headers: Record<string, string> = {},
  query = '',
  on = app,
): Promise<EventStreamReader> {
  const stream = await EventStreamReader.open(on, { ...cookieOf(agent), ...headers }, query);
  open.push(stream);
  return stream;
}

/** Opens a stream and reads its first block: the reconnection delay and the id to resume from. */
async function startedStream(agent: Agent, headers: Record<string, string> = {}, query = '') {
  const stream = await openStream(agent, headers, query);
  expect(stream.response.status).toBe(200);
  const first = await stream.next();
  expect(first).toMatchObject({ retry: 3000, id: expect.any(Number) });
  return { stream, first: first ?? {} };
}

const bid = (jobId: number, agent = w.agent) =>
  agent.post('/api/firma/bud', { job_id: jobId, amount: 15000 });

describe('GET /api/events', () => {
  it("gives a company's bid to the customer's open page as new_bid with an id, and to no other customer", async () => {
    const otherCustomer = await createAccount(app, 'user');
    const other = await loggedIn(app, otherCustomer);
    const { stream, first } = await startedStream(w.customerAgent);
    const { stream: otherStream } = await startedStream(other);

    const job = await addJob(w);
    expect((await bid(job)).statusCode).toBe(200);
    const event = await stream.nextEvent();
    // Only the type and the job's id: not the company, the amount or any text.
    expect(event?.data).toEqual({ type: 'new_bid', job_id: job });
    expect(event?.id).toBeGreaterThan(first.id ?? Infinity);

    app.liveEvents.publish(otherCustomer.id, { type: 'unread_count' });
    expect((await otherStream.nextEvent())?.data).toEqual({ type: 'unread_count' });
  });

  it('is an event stream that keeps the security headers and is neither cached nor buffered', async () => {
    const { stream } = await startedStream(w.customerAgent);
    const { headers } = stream.response;
    expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('refuses a visitor with 401', async () => {
    for (const agent of [null, await visitor(app)]) {
      const response = await fetch(`${baseUrlOf(app)}/api/events`, {
        headers: agent ? cookieOf(agent) : {},
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ type: 'error', message: expect.any(String) });
    }
    expect((await w.customerAgent.get('/api/events?lastEventId=abc')).statusCode).toBe(400);
  });

  it('replays to a page that reconnects with Last-Event-ID only the events it missed, in order', async () => {
    const { stream } = await startedStream(w.customerAgent);
    const seen = await addJob(w);
    await bid(seen);
    const last = await stream.nextEvent();
    expect(last?.data).toEqual({ type: 'new_bid', job_id: seen });
    stream.close();

    // Another page of the customer's sees the two events arrive, so the hub holds them before the
    // first page comes back (on PostgreSQL they reach the hub through the database, a moment after
    // the bids' replies, later than one turn of the event loop on a busy machine).
    const { stream: witness } = await startedStream(w.customerAgent);
    const missed = [await addJob(w), await addJob(w)];
    await bid(missed[0]);
    await bid(missed[1], w.rivalAgent);
    expect([(await witness.nextEvent())?.data, (await witness.nextEvent())?.data]).toEqual([
      { type: 'new_bid', job_id: missed[0] },
      { type: 'new_bid', job_id: missed[1] },
    ]);
    witness.close();

    for (const resume of [
      { headers: { 'last-event-id': String(last?.id) } },
      { query: `?lastEventId=${last?.id}` },
    ]) {
      const again = await openStream(w.customerAgent, resume.headers, resume.query);
      const replayed = [await again.next(), await again.next()];
      expect(replayed.map((block) => block?.data)).toEqual([
        { type: 'new_bid', job_id: missed[0] },
        { type: 'new_bid', job_id: missed[1] },
      ]);
      expect(replayed[0]?.retry).toBe(3000);
      expect(replayed[1]?.id).toBeGreaterThan(replayed[0]?.id ?? Infinity);
      // Then the stream goes on live.
      app.liveEvents.publish(w.customer.id, { type: 'unread_count' });
      expect((await again.nextEvent())?.data).toEqual({ type: 'unread_count' });
      again.close();
    }
  });

  it('sends resync when it cannot replay: an id it never gave, or one older than the kept events', async () => {
    const unknown = await openStream(w.customerAgent, { 'last-event-id': '5' });
    expect(await unknown.next()).toMatchObject({ retry: 3000, data: { type: 'resync' } });
    unknown.close();

    const customer = await createAccount(app, 'user');
    const agent = await loggedIn(app, customer);
    const { stream, first } = await startedStream(agent);
    for (let i = 0; i <= BUFFER_SIZE; i += 1) app.liveEvents.publish(customer.id, { type: 'new_message' });
    // Every event has reached the hub (on PostgreSQL through LISTEN/NOTIFY) once the open stream has it.
    for (let i = 0; i <= BUFFER_SIZE; i += 1)
      expect((await stream.nextEvent())?.data).toEqual({ type: 'new_message' });
    const late = await openStream(agent, { 'last-event-id': String(first.id) });
    const block = await late.next();
    expect(block?.data).toEqual({ type: 'resync' });
    expect(block?.id).toBeGreaterThan(first.id ?? Infinity);
  });

  it('sends new_message and unread_count for a message, with a job id only from a plain job path', async () => {
    const { stream } = await startedStream(w.customerAgent);
    await notifyParty(
      app,
      w.customer.id,
      'new_message',
      { company: 'X', headline: 'Y', message: 'Z' },
      '/bruger/beskeder',
    );
    await notifyParty(app, w.customer.id, 'invited', { headline: 'Y' }, '/firma/opgaver?jobid=12&x=1');
    await notifyParty(
      app,
      w.customer.id,
      'job_refused',
      { company: 'X', headline: 'Y' },
      '/firma/opgaver?jobid=12',
    );
    const events = [await stream.nextEvent(), await stream.nextEvent(), await stream.nextEvent()];
    expect(events.map((event) => event?.data)).toEqual([
      { type: 'new_message' },
      { type: 'unread_count' },
      { type: 'invited' },
    ]);
    expect((await stream.nextEvent())?.data).toEqual({ type: 'job_refused', job_id: 12 });
  });

  it('has an event type for every step the other side is told of, the help events, unread_count and resync', () => {
    expect(LiveEventType.anyOf.map((literal) => literal.const)).toEqual([
      ...JOB_EVENTS,
      'help_answered',
      'help_inbox',
      'unread_count',
      'resync',
    ]);
  });

  it('sends a heart-beat comment while nothing happens', async () => {
    const heartbeatMs = app.liveEvents.heartbeatMs;
    app.liveEvents.heartbeatMs = 50;
    try {
      const { stream } = await startedStream(w.customerAgent);
      expect(await stream.next(2000)).toEqual({ comment: 'heartbeat' });
    } finally {
      app.liveEvents.heartbeatMs = heartbeatMs;
    }
  });

  it('lets go of a stream whose client went away', async () => {
    const customer = await createAccount(app, 'user');
    const { stream } = await startedStream(await loggedIn(app, customer));
    expect(app.liveEvents.streamCount(customer.id)).toBe(1);
    stream.close();
    await vi.waitFor(() => expect(app.liveEvents.streamCount(customer.id)).toBe(0));
  });

  it('ends the stream when the session ends (logout)', async () => {
    const heartbeatMs = app.liveEvents.heartbeatMs;
    app.liveEvents.heartbeatMs = 50;
    try {
      const customer = await createAccount(app, 'user');
      const agent = await loggedIn(app, customer);
      const { stream } = await startedStream(agent);
      expect((await agent.post('/api/logout')).statusCode).toBe(200);
      expect(await stream.next(2000)).toBeNull();
      expect(app.liveEvents.streamCount(customer.id)).toBe(0);
    } finally {
      app.liveEvents.heartbeatMs = heartbeatMs;
    }
  });

  it('closes every stream when the app closes, so closing does not hang', async () => {
    const other = await buildTestApp();
    await other.listen({ port: 0, host: '127.0.0.1' });
    const customer = await createAccount(other, 'user');
    const stream = await openStream(await loggedIn(other, customer), {}, '', other);
    expect((await stream.next())?.retry).toBe(3000);
    await other.close();
    expect(await stream.next()).toBeNull();
  });
});
