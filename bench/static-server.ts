// The bare baseline of serving stored images (uploads.ts), in its own process as server.ts runs the
// app: a plain Fastify instance with @fastify/static on the files folder the app stores into
// (FILES_DIR), so `/<shard>/<key>/800.webp` is the very file the app sends for GET
// /filer/<key>/800.webp, without session, access check, row lookup or helmet. Reports its port over IPC.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [root] = process.argv.slice(2);
if (!root) throw new Error('usage: static-server.ts <files folder>');
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root, prefix: '/' });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
