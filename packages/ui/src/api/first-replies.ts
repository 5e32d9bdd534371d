// Replies the service sent with the page (services' routes/pages/first-replies.ts): the session
// and a portal landing page's own list, so the first screen does not wait for two round trips
// after the JavaScript has run. Each is used once, by the first GET of its URL in the page's first
// half minute; any later call of that URL goes to the network.
import type { FetchArgs } from '@reduxjs/toolkit/query';

/** How long after the page opened a reply that came with it is still used. */
const FRESH_MS = 30_000;

let stored: Map<string, unknown> | null = null;

function readStored(): Map<string, unknown> {
  if (stored) return stored;
  stored = new Map();
  const script = typeof document === 'undefined' ? null : document.getElementById('first-replies');
  if (!script) return stored;
  script.remove();
  try {
    const replies = JSON.parse(script.textContent ?? '{}') as Record<string, unknown>;
    for (const [url, body] of Object.entries(replies)) stored.set(url, body);
  } catch {
    // A page without usable replies simply makes its calls.
  }
  return stored;
}

/** The URL a GET goes to, as fetchBaseQuery writes it (parameters without undefined values). */
export function getUrlOf(args: string | FetchArgs): string | null {
  if (typeof args === 'string') return args;
  if ((args.method ?? 'GET').toUpperCase() !== 'GET') return null;
  if (!args.params) return args.url;
  const params = Object.entries(args.params as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  );
  if (params.length === 0) return args.url;
  const query = new URLSearchParams(params.map(([key, value]) => [key, String(value)])).toString();
  return `${args.url}${args.url.includes('?') ? '&' : '?'}${query}`;
}

/** The reply that came with the page for this call, once; null when the call must be made. */
export function takeFirstReply(args: string | FetchArgs): { body: unknown } | null {
  const url = getUrlOf(args);
  if (url === null) return null;
  const replies = readStored();
  if (!replies.has(url)) return null;
  const body = replies.get(url);
  replies.delete(url);
  if (typeof performance !== 'undefined' && performance.now() > FRESH_MS) return null;
  return { body };
}

/** Forgets what was read (tests open several pages in one document). */
export function resetFirstReplies(): void {
  stored = null;
}
