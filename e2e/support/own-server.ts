// Starts a separate service instance (fresh database, its own port) and a static server for one
// remote's build, so a journey can kill that remote's server without disturbing the others.
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** Serves a folder of built files on loopback, like a remote team's own deployment. */
export async function serveFolder(folder: string): Promise<{ url: string; server: Server }> {
  const base = resolve(folder);
  const server = createServer((request, response) => {
    const path = normalize(join(base, decodeURIComponent((request.url ?? '/').split('?')[0])));
    if (!path.startsWith(base) || !existsSync(path) || !statSync(path).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(response);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}`, server };
}

export function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}

/** Starts the service with extra environment and waits until it answers. */
export async function startService(
  env: Record<string, string>,
): Promise<{ baseURL: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'opgavetorvet-own-'));
  const child = spawn(process.execPath, ['services/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: join(dataDir, 'db.sqlite'),
      // Links the service builds (mail, Stripe's return addresses) lead back to this instance.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 480; attempt += 1) {
    const ok = await fetch(`${baseURL}/remotes.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseURL, child };
    await new Promise((wait) => setTimeout(wait, 250));
  }
  child.kill();
  throw new Error('the service did not start');
}
