// Makes sure Debian's Chromium is at /usr/bin/chromium (Playwright's own download cannot work here).
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  await aptInstall(['chromium']);
  if (!existsSync(chromiumPath)) {
    console.error(`chromium is still missing at ${chromiumPath}`);
    process.exit(1);
  }
}
