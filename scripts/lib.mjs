// Small helpers the start and test scripts share: run a command, find a free port, check builds.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const frontApps = ['shell', 'mfe-bruger', 'mfe-firma', 'mfe-admin'];

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(127));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/** A TCP port on loopback that nothing listens on right now. */
export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when an app's dist is missing or older than its sources or the shared front-end code. */
export function needsBuild(app) {
  const marker = join(root, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = [join(root, app), join(root, 'packages'), join(root, 'webpack.shared.js')];
  return sources.some((path) => existsSync(path) && (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs) > built);
}

export async function buildFrontEnds({ force = false } = {}) {
  const stale = force ? frontApps : frontApps.filter(needsBuild);
  for (const app of stale) {
    console.log(`\n▶ building ${app}`);
    await runOrExit('npm', ['run', 'build', '--workspace', app]);
  }
}
