// A fake server for component tests: answers fetch by "METHOD /path" with a status and JSON body.
import { vi } from 'vitest';

export interface FakeReply {
  status?: number;
  body: unknown;
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
      if (!route) return new Response(JSON.stringify({ type: 'error', message: 'not mocked' }), { status: 404 });
      const reply = typeof route === 'function' ? await route(request) : route;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { requests };
}
