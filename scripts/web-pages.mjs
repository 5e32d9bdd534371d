// The four pages the front-end budget and the web bench look at (the visitor's home and each
// portal's landing page), the built service to open them on (a free loopback port, a fresh
// database with the demo data, NODE_ENV=production as `npm start` runs it), the demo logins, and
// what a page's first load fetches as JavaScript, as sent (the encoded body: brotli here).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from './ensure-chromium.mjs';
import { freePort, root } from './lib.mjs';

export { chromiumPath };

export const demoPassword = 'demo1234';

export const webPages = [
  { name: 'home', path: '/', email: null, area: '[data-testid="category-search"]' },
  { name: 'bruger', path: '/bruger/opgaver', email: 'bruger@demo.dk', area: '[data-remote="mfe-bruger"]' },
  { name: 'firma', path: '/firma/opgaver', email: 'firma@demo.dk', area: '[data-remote="mfe-firma"]' },
  { name: 'admin', path: '/admin/annulleringer', email: 'admin@demo.dk', area: '[data-remote="mfe-admin"]' },
];

/** The flags headless Chromium needs on this machine (as playwright.config.ts). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts services/dist/server.js; `stop()` ends it. */
export async function startBuiltService(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'opgavetorvet-web-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['services/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: join(dataDir, 'db.sqlite'),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => void child.kill('SIGTERM');
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ok = await fetch(`${baseURL}/remotes.json`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return { baseURL, stop };
    if (child.exitCode !== null) break;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  stop();
  throw new Error('the service did not start (is services/dist built?)');
}

/** The `sid=…` cookie of a fresh session logged in as `email`, through the login modal's call. */
export async function sessionCookie(baseURL, email) {
  const first = await fetch(`${baseURL}/api/session`);
  const cookie = (first.headers.getSetCookie()[0] ?? '').split(';')[0];
  const { csrfToken } = await first.json();
  const login = await fetch(`${baseURL}/bruger/modalformlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!login.ok) throw new Error(`logging in as ${email} answered ${login.status}`);
  const renewed = login.headers.getSetCookie().find((line) => line.startsWith('sid='));
  return (renewed ?? cookie).split(';')[0];
}

/**
 * Opens `page` in a fresh context (empty cache), waits for its area and for the network to rest,
 * and lists the scripts fetched with their bytes as sent.
 */
export async function scriptsSent(browser, baseURL, page, cookie) {
  const context = await browser.newContext({ baseURL, locale: 'da-DK' });
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseURL }]);
  }
  const tab = await context.newPage();
  const pending = [];
  tab.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const path = new URL(request.url()).pathname;
    pending.push(request.sizes().then((sizes) => ({ path, bytes: sizes.responseBodySize })));
  });
  await tab.goto(page.path);
  await tab.locator(page.area).first().waitFor({ timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  await context.close();
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
