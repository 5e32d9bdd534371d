// A PostgreSQL outage costs no process and no stale page (issue 28): with the server stopped as an
// operator would (`pg_ctl stop -m fast`), requests that need the database get 503 with Retry-After
// and a Danish "try again in a moment" (a page request gets a short page), never 500 nor the
// database's own words; /readyz is 503; the scheduler's and the delivery worker's loops keep going,
// logging the outage once, not once per try; the live-event relay listens again for as long as it
// takes. Within seconds of the server's return the service answers normally, with no restart, and
// every open stream is told to fetch again (`resync`). The server is a throw-away cluster of this
// file's own, paused and resumed; the checks run quickly (the scheduler looks every 100 ms).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@opgavetorvet/contracts';
import { buildApp } from './app.js';
import { startThrowAwayCluster, type ThrowAwayCluster } from './test/pg-admin.js';
import { pgSkipReason } from './test/pg-database.js';

const DANISH = 'Opgavetorvet kan ikke svare lige nu. Prøv igen om lidt.';

describe.skipIf(pgSkipReason)('a database outage', () => {
  let cluster: ThrowAwayCluster;
  let app: FastifyInstance;
  const logs: string[] = [];
  const logged = (text: string) => logs.filter((line) => line.includes(text)).length;

  beforeAll(async () => {
    cluster = await startThrowAwayCluster();
    app = await buildApp({
      env: {},
      databaseUrl: cluster.url,
      databasePoolSize: 4,
      seedDemo: false,
      renderThread: false,
      schedulerCheckMs: 100,
      deliveryIntervalMs: 100,
      // A mail lane, so the worker's own claims meet the outage too (nothing is sent: no row is due).
      smtpUrl: 'smtp://127.0.0.1:9',
      logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await cluster?.stop();
  });

  it('answers 503 meanwhile, keeps every loop alive, and serves again within seconds of the return', async () => {
    const received: LiveEvent[] = [];
    app.liveEvents.subscribe(7, { send: ({ type }) => void received.push({ type }), close: () => {} });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const visitor = await app.inject({ method: 'GET', url: '/api/session' });
    const cookie = String(visitor.headers['set-cookie']).split(';')[0] ?? '';

    await cluster.pause();

    const call = await app.inject({ method: 'GET', url: '/api/session' });
    expect(call.statusCode).toBe(503);
    expect(call.headers['retry-after']).toBe('5');
    expect(call.json()).toEqual({ type: 'error', message: DANISH });
    const login = await app.inject({
      method: 'POST',
      url: '/bruger/modalformlogin',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'a@b.dk', password: 'x' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.body).not.toMatch(/query|ECONNREFUSED|sessions/i);
    const page = await app.inject({
      method: 'GET',
      url: '/bruger/opgaver',
      headers: { accept: 'text/html,application/xhtml+xml', cookie },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(DANISH);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    // Long enough for the scheduler and the delivery worker to try several times and for the
    // relay to have lost its connection and tried again more than once.
    await vi.waitFor(() => expect(logged('live events (LISTEN) unavailable')).toBe(1), { timeout: 5000 });
    await new Promise((wait) => setTimeout(wait, 2500));
    expect(logged('database (scheduler) unavailable')).toBe(1);
    expect(logged('database (delivery) unavailable')).toBe(1);
    expect(logged('delivery: could not')).toBe(0);
    expect(logs.filter((l) => l.includes('"level":50')).map((l) => JSON.parse(l).msg)).toEqual([]);

    await cluster.resume();

    await vi.waitFor(
      async () => expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200),
      { timeout: 5000, interval: 100 },
    );
    expect((await app.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    await vi.waitFor(() => expect(received).toContainEqual({ type: 'resync' }), { timeout: 5000 });
    app.liveEvents.publish(7, { type: 'unread_count' });
    await vi.waitFor(() => expect(received).toContainEqual({ type: 'unread_count' }), { timeout: 5000 });
    await vi.waitFor(() => expect(logged('database (scheduler) available again')).toBe(1), { timeout: 5000 });
  }, 60_000);
});
