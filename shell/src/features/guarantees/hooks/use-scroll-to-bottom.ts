// Scrolls the page to the bottom over a given time once the content is shown (the guarantee pages,
// SPEC §2/§9: 2000 ms). With "reduce motion" on it jumps there at once. A wheel, touch or key by the
// reader stops the animation.
import { useEffect } from 'react';

export const GUARANTEE_SCROLL_MS = 2000;

const easeInOut = (x: number): number => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);

export function useScrollToBottom(ready: boolean, durationMs = GUARANTEE_SCROLL_MS): void {
  useEffect(() => {
    if (!ready) return;
    const root = document.scrollingElement ?? document.documentElement;
    const start = root.scrollTop;
    const target = () => root.scrollHeight - root.clientHeight;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      root.scrollTop = target();
      return;
    }
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs);
      root.scrollTop = start + (target() - start) * easeInOut(progress);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    const stop = () => cancelAnimationFrame(frame);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, stop, { passive: true, once: true });
    return () => {
      stop();
      for (const name of events) window.removeEventListener(name, stop);
    };
  }, [ready, durationMs]);
}
