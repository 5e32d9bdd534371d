// Small helpers the start and test scripts share: run a command, find a free port, check builds.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
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

/**
 * Runs a command with its output (stdout and stderr together) kept, for commands that run side by
 * side and are printed one after the other; resolves with its exit code and output.
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => resolvePromise({ code, output: Buffer.concat(chunks).toString() });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(127);
    });
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
  const sources = [
    join(root, app),
    join(root, 'packages'),
    join(root, 'webpack.shared.js'),
    join(root, 'webpack'),
  ];
  return sources.some(
    (path) =>
      existsSync(path) && (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs) > built,
  );
}

export async function buildFrontEnds({ force = false } = {}) {
  const stale = force ? frontApps : frontApps.filter(needsBuild);
  for (const app of stale) {
    console.log(`\n▶ building ${app}`);
    await runOrExit('npm', ['run', 'build', '--workspace', app]);
  }
}

/** True when the service's JavaScript is missing or older than its sources or the contracts'. */
function serviceNeedsBuild() {
  const marker = join(root, 'services', 'dist', 'server.js');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = [join(root, 'services', 'src'), join(root, 'packages', 'contracts', 'src')];
  return sources.some((path) => newestMtime(path) > built);
}

/**
 * Compiles the service and the contracts it imports to JavaScript with tsc (services/dist,
 * packages/contracts/dist) and puts the migrations beside the code: `node services/dist/server.js`
 * then runs without TypeScript tooling, also after `npm ci --omit=dev`.
 */
export async function buildService({ force = false } = {}) {
  if (!force && !serviceNeedsBuild()) return;
  console.log('\n▶ building the service');
  for (const dir of ['services/dist', 'packages/contracts/dist'])
    rmSync(join(root, dir), { recursive: true, force: true });
  // Type errors are the type check's to report (`npm run typecheck`); tsc's exit code 2 means it
  // reported some and wrote the JavaScript all the same, which is enough to run.
  for (const project of ['packages/contracts/tsconfig.build.json', 'services/tsconfig.build.json']) {
    const code = await run('npx', ['tsc', '-p', project, '--pretty', 'false'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (code === 2) console.warn(`(tsc -p ${project} reported type errors; the JavaScript was written)`);
    else if (code !== 0) {
      console.error(`\n✖ tsc -p ${project} failed with exit code ${code}`);
      process.exit(code);
    }
  }
  cpSync(join(root, 'services/src/db/migrations'), join(root, 'services/dist/db/migrations'), {
    recursive: true,
  });
}
