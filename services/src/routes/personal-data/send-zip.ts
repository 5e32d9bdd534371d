// Sends a person's data as a ZIP download (Content-Disposition attachment, never cached).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { exportFileName, personalDataZip } from '../../lib/personal-data/export-zip.js';
import type { Person } from '../../lib/personal-data/person.js';

export async function sendPersonalData(fastify: FastifyInstance, reply: FastifyReply, person: Person) {
  const stream = await personalDataZip(fastify.db, fastify.fileStore, person);
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${exportFileName()}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);
}
