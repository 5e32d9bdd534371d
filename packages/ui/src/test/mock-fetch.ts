// A fake server for component tests: answers fetch by "METHOD /path" with a status and JSON body.
import { vi } from 'vitest';

export interface FakeReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type FakeRoutes = Record<string, FakeReply | ((request: Request) => FakeReply | Promise<FakeReply>)>;

export interface FakeServer {
  requests: Request[];
}

export function mockFetch(routes: FakeRoutes): FakeServer {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      const url = new URL(request.url);
      const route = routes[`${request.method} ${url.pathname}`];
      if (!route)
        return new Response(JSON.stringify({ type: 'error', message: 'not mocked' }), { status: 404 });
      const reply = typeof route === 'function' ? await route(request) : route;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return { requests };
}

/** A reply the test gives by hand: `reached` settles once the request has arrived at the fake server. */
export interface HeldReply {
  route: (request: Request) => Promise<FakeReply>;
  reached: Promise<void>;
  release: (reply: FakeReply) => void;
}

/**
 * A route whose reply waits for the test: `await held.reached` before `held.release(…)`, so a test
 * never answers a request that has not been sent yet (the component may show its waiting state first).
 */
export function heldReply(): HeldReply {
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  let answer: ((reply: FakeReply) => void) | undefined;
  const given = new Promise<FakeReply>((resolve) => (answer = resolve));
  return {
    route: () => {
      arrived();
      return given;
    },
    reached,
    release: (reply) => answer?.(reply),
  };
}
