// What an app's dev server, run standalone on its own port, sends on to the service.
/** Calls under these prefixes go to the service when an app runs standalone on its own port. */
const apiPrefixes = ['/api/', '/ajax/', '/locales/', '/remotes/', '/remotes.json', '/opgave/', '/social/'];
/** These prefixes are both pages (served by the dev server) and calls (proxied when not a page). */
const mixedPrefixes = ['/bruger/', '/firma/'];

/** Whether the dev server proxies this request to the service (a call, not a page). */
export function isProxied(pathname, request) {
  if (apiPrefixes.some((prefix) => pathname.startsWith(prefix))) return true;
  const isPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  return !isPage && mixedPrefixes.some((prefix) => pathname.startsWith(prefix));
}
