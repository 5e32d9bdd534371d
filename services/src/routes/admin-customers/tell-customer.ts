// Tells a customer the administrator blocked or unblocked them, and why: a Danish e-mail from the
// `mail` namespace's `customer_block` texts, queued in the change's transaction (the delivery worker
// renders and sends it). Unblocking links to the customer's jobs; a blocked customer has nowhere to go.
import type { FastifyInstance } from 'fastify';
import { PAGES } from '@opgavetorvet/contracts';
import type { CustomerRow } from './queries.js';

export async function tellCustomer(
  fastify: FastifyInstance,
  customer: Pick<CustomerRow, 'email' | 'name'>,
  blocked: boolean,
  reason: string,
): Promise<void> {
  const key = `mail:::customer_block::${blocked ? 'blocked' : 'unblocked'}`;
  const params = { name: customer.name, reason };
  const text = (part: string) => ({ key: `${key}::${part}`, params });
  await fastify.mailer.send({
    to: customer.email,
    subject: text('subject'),
    text: text('text'),
    ...(blocked ? {} : { link: { path: PAGES.brugerOpgaver, label: text('button') } }),
  });
}
