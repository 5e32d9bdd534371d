// What the delivery worker sends through: a transport per channel. Each either delivers the row or
// throws a DeliveryError saying whether trying again can help (a full mailbox, a refused number
// cannot; a timeout or a 5xx of the gateway can). Every send is bounded: the transport gives up
// after `sendTimeoutMs` (and at once when the worker's signal aborts it), so one hanging provider
// holds a send for seconds, never minutes.
import type { outbox } from '../../db/schema/index.js';

export type OutboxRow = typeof outbox.$inferSelect;

export interface Transport {
  /** Resolves once the provider has accepted the row; `signal` aborts the send (the worker stops). */
  deliver(row: OutboxRow, signal: AbortSignal): Promise<void>;
  close?(): void;
}

/** The default bound of one send (SMTP dialogue or gateway call), DELIVERY_SEND_TIMEOUT_MS. */
export const SEND_TIMEOUT_MS = 20_000;

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** The worker's signal and the send's own deadline as one signal; `timedOut` tells which fired. */
export function sendSignal(signal: AbortSignal, timeoutMs: number) {
  const deadline = AbortSignal.timeout(timeoutMs);
  return { signal: AbortSignal.any([signal, deadline]), timedOut: () => deadline.aborted };
}
