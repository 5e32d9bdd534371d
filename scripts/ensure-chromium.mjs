// Makes sure Debian's Chromium is at /usr/bin/chromium (Playwright's own download cannot work here).
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  console.log('▶ installing Debian chromium with apt-get');
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const [cmd, ...prefix] = sudo.length ? sudo : ['apt-get'];
  const apt = sudo.length ? ['apt-get'] : [];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run(cmd, [...prefix, ...apt, 'update', '-qq'], { env })) !== 0) process.exit(1);
  if ((await run(cmd, [...prefix, ...apt, 'install', '-y', '-qq', 'chromium'], { env })) !== 0)
    process.exit(1);
  if (!existsSync(chromiumPath)) {
    console.error(`chromium is still missing at ${chromiumPath}`);
    process.exit(1);
  }
}
