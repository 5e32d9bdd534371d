// The booking search box (SPEC §5/§9): every keystroke clears the list; after 500 ms of stillness
// it loads again, but only when the text is empty or has at least 3 characters.
import { useEffect, useState } from 'react';

export const BOOKING_SEARCH_DELAY_MS = 500;
export const BOOKING_SEARCH_MIN_LENGTH = 3;

/** Whether a search text may be sent: empty (every booking) or at least 3 characters. */
export function isBookingSearchReady(text: string): boolean {
  const length = text.trim().length;
  return length === 0 || length >= BOOKING_SEARCH_MIN_LENGTH;
}

export interface BookingSearch {
  text: string;
  setText: (text: string) => void;
  /** The search the list shows, or null while the list is cleared (typing, or too short). */
  query: string | null;
}

export function useBookingSearch(): BookingSearch {
  const [text, setTextState] = useState('');
  const [query, setQuery] = useState<string | null>('');
  const [typed, setTyped] = useState(0);

  useEffect(() => {
    if (typed === 0) return undefined;
    const timer = setTimeout(() => {
      if (isBookingSearchReady(text)) setQuery(text.trim());
    }, BOOKING_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, typed]);

  const setText = (next: string) => {
    setTextState(next);
    setQuery(null);
    setTyped((n) => n + 1);
  };
  return { text, setText, query };
}
