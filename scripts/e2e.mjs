// `npm run test:e2e`: Playwright in Debian's Chromium against a production build of the whole
// product, served on a free loopback port with a fresh database, its mail going to a real SMTP
// server on loopback (scripts/mail-catcher.mjs).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildFrontEnds, buildService, freePort, run } from './lib.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

await ensureChromium();
await buildFrontEnds();
await buildService();
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'opgavetorvet-e2e-'));
// The service sends its mail to a real SMTP server here; the journeys read the files it writes.
const mailDir = join(dataDir, 'mail');
const catcher = await startMailCatcher(mailDir);
const code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATABASE_FILE: join(dataDir, 'e2e.sqlite'),
    E2E_SMTP_URL: catcher.url,
    E2E_MAIL_DIR: mailDir,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  },
});
await catcher.close();
if (code !== 0) console.error(`\n✖ playwright failed with exit code ${code}`);
process.exit(code);
