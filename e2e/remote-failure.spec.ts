// Rule: a remote that fails to load shows a Danish error in its own area; the shell and the other
// remotes keep working. The admin remote is deployed on its own server here, which we kill.
import { expect, test } from '@playwright/test';
import { demoLogins, demoPassword } from './support/demo-logins';
import { loginThroughModal } from './support/login';
import { serveFolder, startService, stopServer } from './support/own-server';

test('killing the admin remote server leaves the shell and the other remotes working', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminRemote = await serveFolder('mfe-admin/dist');
  const service = await startService({ REMOTE_ADMIN_URL: `${adminRemote.url}/remoteEntry.js` });
  try {
    const before = await browser.newPage({ baseURL: service.baseURL });
    await before.goto('/');
    await loginThroughModal(before, demoLogins.admin.email, demoPassword);
    await expect(before.locator('[data-remote="mfe-admin"]')).toBeVisible();
    await before.close();

    await stopServer(adminRemote.server);

    const admin = await browser.newPage({ baseURL: service.baseURL });
    await admin.goto('/');
    await loginThroughModal(admin, demoLogins.admin.email, demoPassword);
    await expect(admin.getByTestId('remote-error')).toContainText('kan ikke indlæses');
    await expect(admin.getByTestId('logout')).toBeVisible();
    await admin.getByRole('link', { name: 'Opgavetorvet' }).first().click();
    await expect(admin.getByTestId('category-search')).toBeVisible();
    await admin.getByTestId('category-search').fill('maler');
    await expect(admin.getByRole('listbox').getByRole('option').first()).toBeVisible();

    const firma = await browser.newPage({ baseURL: service.baseURL });
    await firma.goto('/');
    await loginThroughModal(firma, demoLogins.firma.email, demoPassword);
    await expect(firma.locator('[data-remote="mfe-firma"]')).toBeVisible();
  } finally {
    service.child.kill('SIGTERM');
    await stopServer(adminRemote.server).catch(() => undefined);
  }
});
