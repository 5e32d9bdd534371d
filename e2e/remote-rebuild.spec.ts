// Rules (issue 13): a remote rebuilt while the service runs is what the very next page load shows,
// without restarting the service (its remoteEntry.js is revalidated on every load, its chunks are new
// files); and a remote built for a version of a shared library the shell does not have shows the
// Danish notice in its own area instead of a blank page, while the header keeps working.
// The service here serves a copy of mfe-admin's build that this journey rebuilds.
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildRemote } from './support/build-remote';
import { demoLogins, demoPassword } from './support/demo-logins';
import { loginThroughModal } from './support/login';
import { startService } from './support/own-server';

test('a rebuilt remote is picked up by the next page load; one built for another shared version says so', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const staticRoot = mkdtempSync(join(tmpdir(), 'opgavetorvet-rebuild-'));
  for (const app of ['shell', 'mfe-bruger', 'mfe-firma']) symlinkSync(resolve(app), join(staticRoot, app));
  const adminDist = join(staticRoot, 'mfe-admin', 'dist');
  mkdirSync(adminDist, { recursive: true });
  cpSync('mfe-admin/dist', adminDist, { recursive: true });
  const service = await startService({ STATIC_ROOT: staticRoot });
  try {
    const page = await browser.newPage({ baseURL: service.baseURL });
    await page.goto('/');
    await loginThroughModal(page, demoLogins.admin.email, demoPassword);
    await expect(page.locator('[data-remote="mfe-admin"]')).toBeVisible();

    // A build that needs a router the shell does not have (react-router-dom ^99).
    await buildRemote('mfe-admin', adminDist, { 'react-router-dom': '^99.0.0' });
    const entry = page.waitForResponse((reply) => reply.url().endsWith('/remoteEntry.js'));
    await page.reload();
    expect(await (await entry).text()).toMatch(/react-router-dom.{0,20}\[1,99,0,0\]/);
    const notice = page.getByTestId('remote-error');
    await expect(notice).toContainText('Denne del af Opgavetorvet er bygget til en anden udgave af siden');
    await expect(notice).toHaveAttribute('data-failure', 'version_mismatch');
    await expect(page.getByTestId('logout')).toBeVisible();

    // Rebuilt as it should be: the next load shows the portal again, still without a restart.
    await buildRemote('mfe-admin', adminDist);
    await page.reload();
    await expect(page.locator('[data-remote="mfe-admin"]')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  } finally {
    service.child.kill('SIGTERM');
  }
});
