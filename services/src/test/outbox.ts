// What the product queued for someone: the outbox rows of one channel to one address or phone,
// rendered as the delivery worker renders them before sending.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../db/schema/index.js';

export async function queuedTo(
  app: FastifyInstance,
  channel: 'email' | 'sms',
  recipient: string,
): Promise<(typeof outbox.$inferSelect & { body: string })[]> {
  await renderedOutbox(app);
  return (
    await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
      .orderBy(outbox.id)
      .all()
  ).map((row) => ({ ...row, body: row.body ?? '' }));
}

/**
 * Renders what is queued and not yet rendered (the worker does it a moment after the change) and
 * gives the database to read the outbox from.
 */
export async function renderedOutbox(app: FastifyInstance): Promise<FastifyInstance['db']> {
  await app.mailer.renderPending();
  return app.db;
}
