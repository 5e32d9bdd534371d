// Journey: each demo login lands in its own portal, rendered by its own remote; the session
// survives a reload and ends at logout; a wrong password shows the server's text in the modal.
import { expect, test } from '@playwright/test';
import { demoLogins, demoPassword, type DemoRole } from './support/demo-logins';
import { expectLoggedOut, loginThroughModal } from './support/login';

for (const role of Object.keys(demoLogins) as DemoRole[]) {
  const login = demoLogins[role];
  test(`the demo ${role} lands in ${login.landing}, rendered by ${login.remote}`, async ({ page }) => {
    const remoteEntry = page.waitForResponse(
      (r) => r.url().includes(`${login.remote}/remoteEntry.js`) && r.ok(),
    );
    await page.goto('/');
    await loginThroughModal(page, login.email, demoPassword);
    await expect(page).toHaveURL(new RegExp(`${login.landing}$`));
    await remoteEntry;
    await expect(page.locator(`[data-remote="${login.remote}"]`)).toBeVisible();
    await expect(page.getByTestId('logout')).toBeVisible();

    await page.reload();
    await expect(page.locator(`[data-remote="${login.remote}"]`)).toBeVisible();
    await expect(page.getByTestId('logout')).toBeVisible();

    await page.getByTestId('logout').click();
    await expectLoggedOut(page);
    const session = await page.request.get('/api/session');
    expect((await session.json()).user).toBeNull();
  });
}

test('a wrong password shows the server text in the login modal error area', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, demoLogins.bruger.email, 'forkert-kode');
  await expect(page.getByTestId('login-error')).toHaveText('Forkert e-mail eller adgangskode');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectLoggedOut(page);
});
