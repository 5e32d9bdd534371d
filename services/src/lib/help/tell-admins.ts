// The administrator's inbox changed (a new support case, message, ticket or complaint, or another
// administrator's action): every administrator's open pages fetch the inbox and the header's counts
// again (live event `help_inbox`; a type only, no texts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.js';

export async function tellAdmins(fastify: FastifyInstance): Promise<void> {
  const admins = await fastify.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).all();
  for (const admin of admins) fastify.liveEvents.publish(admin.id, { type: 'help_inbox' });
}
