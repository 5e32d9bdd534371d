// Looks: screenshots of the home page, the login modal and each portal's landing page at desktop
// (1366 px) and phone (390 px) widths, saved in e2e/screenshots (git-ignored) to be looked at.
// Each page must fit its width: nothing may stick out sideways.
import { expect, test, type Page } from '@playwright/test';
import { demoLogins, storageStateFor, type DemoRole } from './support/demo-logins';

const widths = [1366, 390] as const;

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width}px sticks out sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    test('home page and login modal', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('category-search')).toBeVisible();
      await shoot(page, 'home', width);
      await page.getByTestId('login-open').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'login-modal', width);
      await page.getByTestId('forgot-password-open').click();
      await expect(page.getByRole('dialog', { name: 'Glemt adgangskode' })).toBeVisible();
      await shoot(page, 'forgot-password', width);
    });

    test('guarantee page, scrolled to its end', async ({ page }) => {
      await page.goto('/guarantees/haandvaerkogbyggeri-full-text');
      await expect(page.getByTestId('guarantee-page')).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1))
        .toBe(true);
      await shoot(page, 'guarantee', width);
    });

    for (const role of Object.keys(demoLogins) as DemoRole[]) {
      test.describe(`${role} portal`, () => {
        test.use({ storageState: storageStateFor(role) });
        test('landing page', async ({ page }) => {
          await page.goto(demoLogins[role].landing);
          await expect(page.locator(`[data-remote="${demoLogins[role].remote}"]`)).toBeVisible();
          await shoot(page, `${role}-landing`, width);
        });
      });
    }
  });
}
