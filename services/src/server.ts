// Starts the service on HOST:PORT and closes it gracefully on SIGINT/SIGTERM.
import { buildApp } from './app.js';

const app = await buildApp();

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'close failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  const { host, port } = app.config;
  await app.listen({ host, port });
  app.log.info(`Opgavetorvet is running at http://${host.includes(':') ? `[${host}]` : host}:${port}/`);
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
