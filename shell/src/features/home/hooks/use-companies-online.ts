// Whether the "companies are online" banner shows: not between 1 and 6 o'clock (inclusive) Danish
// time, rechecked every 5 minutes (SPEC §2, §9).
import { copenhagenClock } from '@opgavetorvet/ui';
import { useEffect, useState } from 'react';

export const ONLINE_CHECK_MS = 300_000;
const NIGHT_FIRST_HOUR = 1;
const NIGHT_LAST_HOUR = 6;

/** The hour (0–23) in Denmark at this moment. */
export function hourInDenmark(at: Date): number {
  return copenhagenClock(at.getTime()).hour;
}

export function companiesOnlineAt(at: Date): boolean {
  const hour = hourInDenmark(at);
  return hour < NIGHT_FIRST_HOUR || hour > NIGHT_LAST_HOUR;
}

const systemClock = (): Date => new Date();

export function useCompaniesOnline(now: () => Date = systemClock): boolean {
  const [online, setOnline] = useState(() => companiesOnlineAt(now()));
  useEffect(() => {
    const timer = setInterval(() => setOnline(companiesOnlineAt(now())), ONLINE_CHECK_MS);
    return () => clearInterval(timer);
  }, [now]);
  return online;
}
