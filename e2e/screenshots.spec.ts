// Looks: screenshots of the home page, the login modal and each portal's landing page at desktop
// (1366 px) and phone (390 px) widths, saved in e2e/screenshots (git-ignored) to be looked at.
// Each page must fit its width: nothing may stick out sideways.
import { expect, test } from '@playwright/test';
import { demoLogins, storageStateFor, type DemoRole } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('home page and login modal', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('category-search')).toBeVisible();
      await shoot(page, 'home');
      await page.getByTestId('login-open').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'login-modal');
      await page.getByTestId('forgot-password-open').click();
      await expect(page.getByRole('dialog', { name: 'Glemt adgangskode' })).toBeVisible();
      await shoot(page, 'forgot-password');
    });

    test('guarantee page, scrolled to its end', async ({ page }) => {
      await page.goto('/guarantees/haandvaerkogbyggeri-full-text');
      await expect(page.getByTestId('guarantee-page')).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(
            () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
          ),
        )
        .toBe(true);
      await shoot(page, 'guarantee');
    });

    for (const role of Object.keys(demoLogins) as DemoRole[]) {
      test.describe(`${role} portal`, () => {
        test.use({ storageState: storageStateFor(role) });
        test('landing page', async ({ page }) => {
          await page.goto(demoLogins[role].landing);
          await expect(page.locator(`[data-remote="${demoLogins[role].remote}"]`)).toBeVisible();
          await shoot(page, `${role}-landing`);
        });
      });
    }
  });
}
