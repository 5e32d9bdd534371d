// Links inside the service's html (plain <a href="/…">) are followed by the router, so the page
// is not loaded again; other links (mail, phone, other sites) keep their browser behaviour.
import type { MouseEvent } from 'react';

export function followInPageLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//') || link?.target) return;
  event.preventDefault();
  navigate(href);
}
