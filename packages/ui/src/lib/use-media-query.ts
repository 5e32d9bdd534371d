// Whether a CSS media query matches now, following changes (window resize, rotation).
import { useSyncExternalStore } from 'react';

/** The narrow-screen threshold of SPEC §9 used for job titles and two-pane pages. */
export const MOBILE_QUERY = '(max-width: 979px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', changed);
      return () => list?.removeEventListener?.('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
