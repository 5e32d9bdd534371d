// The POST requests a component sent to one path of the fake server (mock-fetch), in the order sent,
// for the tests that check what was sent, how often, or that nothing was.
import type { FakeServer } from './mock-fetch';

export const posts = (server: FakeServer, path: string): Request[] =>
  server.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === path);
