// `npm run test:e2e`: Playwright in Debian's Chromium against a production build of the whole
// product, served on a free loopback port with a fresh database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildFrontEnds, freePort, runOrExit } from './lib.mjs';

await ensureChromium();
await buildFrontEnds();
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'opgavetorvet-e2e-'));
await runOrExit('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATABASE_FILE: join(dataDir, 'e2e.sqlite'),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  },
});
