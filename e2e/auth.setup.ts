// Set-up project: logs each demo role in once through the login modal and saves its storage state.
import { expect, test as setup } from '@playwright/test';
import { demoLogins, demoPassword, storageStateFor, type DemoRole } from './support/demo-logins';
import { postAs } from './support/api';
import { loginThroughModal } from './support/login';

for (const role of Object.keys(demoLogins) as DemoRole[]) {
  setup(`log in as the demo ${role}`, async ({ page }) => {
    const login = demoLogins[role];
    await page.goto('/');
    await loginThroughModal(page, login.email, demoPassword);
    await expect(page).toHaveURL(new RegExp(`${login.landing}$`));
    // The pricelist notice is a forced modal until read (issue 34): the saved company has read it
    // (its cookie); the journey about the notice starts without that cookie.
    if (role === 'firma') await postAs(page.request, '/firma/modal_prise_read', { popuppriselist: 1 });
    await page.context().storageState({ path: storageStateFor(role) });
  });
}
