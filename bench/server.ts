// A bench server in its own process (so the load generator does not share its thread): `app` is the
// real service on the SQLite file (buildApp, logger off) and `bare` the baseline on the file or a
// PostgreSQL address; it reports its port over IPC.
import { buildApp } from '../services/src/app.js';
import { buildBareApp } from './bare.js';

const [kind, file, companyId, customerId] = process.argv.slice(2);
const app =
  kind === 'app'
    ? // Behind a proxy, as in production: the job posts of the bench come from many customers'
      // addresses (X-Forwarded-For), each under the per-address posting limit.
      await buildApp({
        // RENDER_THREAD=false compares rendering the notices between requests, CHECKPOINT_THREAD=false
        // checkpointing in the commits of requests.
        env: {
          TRUST_PROXY: 'true',
          RENDER_THREAD: process.env.RENDER_THREAD,
          CHECKPOINT_THREAD: process.env.CHECKPOINT_THREAD,
          // The bench's uploads (uploads.ts) go to a folder of their own, not the data folder's `files`.
          FILES_DIR: process.env.BENCH_FILES_DIR,
        },
        databaseFile: file,
        seedDemo: false,
        logger: false,
      })
    : await buildBareApp(file, Number(companyId), Number(customerId));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
