// How a background loop lives through an outage of what it depends on (the database, the relay's
// LISTEN connection): the first failure is logged once, each further try waits longer (doubling,
// capped), and the return is logged once with how long it lasted. A loop asks `failed()` how long
// to wait before its next try and tells `succeeded()` when a try went through.
export interface OutageLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface OutageWatchOptions {
  /** The first wait after a failure (ms); doubled after each failure in a row. */
  firstWaitMs?: number;
  /** The longest wait between two tries (ms). */
  maxWaitMs?: number;
  /** The clock, in ms (tests pass their own). */
  now?: () => number;
}

export interface OutageWatch {
  /** A try failed: logs it when the outage begins; returns the wait before the next try (ms). */
  failed(err: unknown): number;
  /** A try went through: logs the end of the outage, if there was one. */
  succeeded(): void;
  /** Whether the last try failed. */
  readonly down: boolean;
}

export function outageWatch(what: string, log: OutageLog, options: OutageWatchOptions = {}): OutageWatch {
  const firstWaitMs = options.firstWaitMs ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const now = options.now ?? Date.now;
  let failures = 0;
  let since = 0;
  return {
    failed(err) {
      if (failures === 0) {
        since = now();
        log.warn({ err, dependency: what }, `${what} unavailable; retrying until it is back`);
      }
      failures += 1;
      return Math.min(maxWaitMs, firstWaitMs * 2 ** Math.min(failures - 1, 20));
    },
    succeeded() {
      if (failures === 0) return;
      log.info(
        { dependency: what, tries: failures, downForMs: now() - since },
        `${what} available again after ${Math.round((now() - since) / 1000)} s`,
      );
      failures = 0;
    },
    get down() {
      return failures > 0;
    },
  };
}
