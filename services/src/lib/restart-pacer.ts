// How long the cluster's primary waits before it replaces a service process that ended: 0.5 s,
// doubling with each restart in a row, at most 30 s, so a process that cannot start does not spin.
// A process that had run STEADY_MS counted as steady: the next pause is the shortest again, so an
// outage an hour ago does not slow every later restart.
export const STEADY_MS = 60_000;
export const FIRST_PAUSE_MS = 500;
export const LONGEST_PAUSE_MS = 30_000;

export interface RestartPacer {
  /** A process (by its id) was started now. */
  started(id: number): void;
  /** The process ended now: the pause before its replacement is started (ms). */
  ended(id: number): number;
}

export function restartPacer(now: () => number = Date.now): RestartPacer {
  const startedAt = new Map<number, number>();
  let inARow = 0;
  return {
    started: (id) => void startedAt.set(id, now()),
    ended(id) {
      const ranMs = now() - (startedAt.get(id) ?? now());
      startedAt.delete(id);
      inARow = ranMs >= STEADY_MS ? 1 : inARow + 1;
      return Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.min(inARow - 1, 10));
    },
  };
}
