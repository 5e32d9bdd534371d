// SPEC §9 infinite scroll: the next page is asked for when the end of the list scrolls into view
// inside its scroll box. Without IntersectionObserver the list's "show more" button still works.
import { useEffect, type RefObject } from 'react';

export function useInfiniteScroll(
  root: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
  onMore: () => void,
  enabled: boolean,
): void {
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMore();
      },
      { root: root.current, rootMargin: '0px 0px 40px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, sentinel, onMore, enabled]);
}
