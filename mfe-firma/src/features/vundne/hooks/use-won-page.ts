// The won-jobs page's address: ?page= (1 when absent or not a page number) and the booking of a
// /bookings/{contactId} address. Changing the page keeps the path and drops the other parameters.
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

export interface WonPageParams {
  page: number;
  /** Whether the address names the page itself (a booking link from the sidebar does). */
  pageGiven: boolean;
  bookingId: number | null;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

const positive = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : null;
};

export function useWonPage(): WonPageParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const { contactId } = useParams();
  const given = positive(searchParams.get('page'));
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => {
      setSearchParams(page > 1 ? { page: String(page) } : {}, { replace: options?.replace });
    },
    [setSearchParams],
  );
  return { page: given ?? 1, pageGiven: given !== null, bookingId: positive(contactId), setPage };
}
