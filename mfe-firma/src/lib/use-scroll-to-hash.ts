// A page whose sections are drawn after its data (or its lazy parts) arrive scrolls to the one the
// address names (#regions-title) once it is there, and keeps it in place while sections above it
// arrive too (the router only looks when the page opens). It stops as soon as the user scrolls,
// clicks, touches or types, when the address changes, or after a few seconds.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const FOLLOW_MS = 5_000;
const USER_ACTIONS = ['wheel', 'touchstart', 'mousedown', 'keydown'] as const;

export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const follow = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    const observer = new MutationObserver(follow);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const action of USER_ACTIONS) window.removeEventListener(action, stop);
    };
    const timer = setTimeout(stop, FOLLOW_MS);
    for (const action of USER_ACTIONS) window.addEventListener(action, stop, { passive: true });
    follow();
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash]);
}
