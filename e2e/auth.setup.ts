// Set-up project: logs each demo role in once through the login modal and saves its storage state.
import { expect, test as setup } from '@playwright/test';
import { demoLogins, demoPassword, storageStateFor, type DemoRole } from './support/demo-logins';
import { loginThroughModal } from './support/login';

for (const role of Object.keys(demoLogins) as DemoRole[]) {
  setup(`log in as the demo ${role}`, async ({ page }) => {
    const login = demoLogins[role];
    await page.goto('/');
    await loginThroughModal(page, login.email, demoPassword);
    await expect(page).toHaveURL(new RegExp(`${login.landing}$`));
    await page.context().storageState({ path: storageStateFor(role) });
  });
}
