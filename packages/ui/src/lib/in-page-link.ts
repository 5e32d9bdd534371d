// A click on a link inside the service's html (plain <a href="/…">) is followed by the router, so
// the page is not loaded again; other links (mail, phone, other sites, new tabs, downloads) and
// modified clicks keep the browser's own behaviour.
import type { MouseEvent } from 'react';

export function followInPageLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download')) return;
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return;
  event.preventDefault();
  navigate(href);
}
