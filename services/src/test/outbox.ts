// What the product queued for someone: the outbox rows of one channel to one address or phone.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../db/schema/index.js';

export function queuedTo(app: FastifyInstance, channel: 'email' | 'sms', recipient: string) {
  return app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(outbox.id)
    .all();
}
