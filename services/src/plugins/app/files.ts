// The file store of stored photos and PDFs as `fastify.fileStore` (lib/files/store.ts: the folder,
// or S3 when S3_ENDPOINT and S3_BUCKET are set), closed with the app, and the hourly orphan sweep
// (lib/files/sweep.ts) run by the scheduler, once across processes.
import fp from 'fastify-plugin';
import { createFileStore, type FileStore } from '../../lib/files/store.js';
import { sweepFiles } from '../../lib/files/sweep.js';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

/** Minute 40 of every hour, away from the other hourly tasks. */
export const FILES_SWEEP_PATTERN = '40 * * * *';

export default fp(
  async (fastify) => {
    const store = createFileStore(fastify.config);
    fastify.decorate('fileStore', store);
    fastify.addHook('onClose', async () => store.close());
    fastify.scheduler.add({
      name: 'files-sweep',
      pattern: FILES_SWEEP_PATTERN,
      run: async (now) => {
        const swept = await sweepFiles(fastify.db, store, now);
        if (swept.unattached + swept.objects > 0) fastify.log.info(swept, 'stored files swept');
      },
    });
  },
  { name: 'files', dependencies: ['config', 'db', 'scheduler'] },
);
