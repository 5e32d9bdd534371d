// SPEC §2: a URL containing /bookings/{id} marks that booking active and keeps its id in local
// storage under bookingId.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const BOOKING_ID_STORAGE_KEY = 'bookingId';

const BOOKING_IN_PATH = /\/bookings\/(\d+)(?:\/|$)/;

/** The contact id of a /bookings/{id} address, or null. */
export function activeBookingId(pathname: string): number | null {
  const match = BOOKING_IN_PATH.exec(pathname);
  return match ? Number(match[1]) : null;
}

export function useActiveBooking(): number | null {
  const { pathname } = useLocation();
  const id = activeBookingId(pathname);
  useEffect(() => {
    if (id === null) return;
    try {
      window.localStorage.setItem(BOOKING_ID_STORAGE_KEY, String(id));
    } catch {
      // Storage may be switched off (private mode); the active row needs only the URL.
    }
  }, [id]);
  return id;
}
