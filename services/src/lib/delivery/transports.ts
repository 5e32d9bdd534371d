// What the delivery worker sends through: a transport per channel. Each either delivers the row or
// throws a DeliveryError saying whether trying again can help (a full mailbox, a refused number
// cannot; a timeout or a 5xx of the gateway can).
import type { outbox } from '../../db/schema/index.js';

export type OutboxRow = typeof outbox.$inferSelect;

export interface Transport {
  deliver(row: OutboxRow): Promise<void>;
  close?(): void;
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
