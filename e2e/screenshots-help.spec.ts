// Looks: the administrator's help inbox (list and an opened thread), /admin/annulleringer's two
// views and the customer's /bruger/klager at desktop (1366 px) and phone (390 px) widths, saved
// in e2e/screenshots (git-ignored) to be looked at. Nothing may stick out sideways. Only reads.
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width}px sticks out sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png` });
}

for (const width of [1366, 390] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    test.describe('administrator', () => {
      test.use({ storageState: storageStateFor('admin') });

      test('help inbox and an opened thread', async ({ page }) => {
        await page.goto('/admin/henvendelser');
        const first = page.getByTestId('help-item').first();
        await expect(first).toBeVisible();
        await shoot(page, 'admin-henvendelser', width);
        await first.getByRole('button').click();
        await expect(page.getByTestId('help-message').first()).toBeVisible();
        await shoot(page, 'admin-henvendelser-thread', width);
        await page.goto('/admin/henvendelser?visning=lukkede');
        await expect(page.getByTestId('help-item').first()).toBeVisible();
        await shoot(page, 'admin-henvendelser-lukkede', width);
      });

      test('cancellations: pending and decided', async ({ page }) => {
        await page.goto('/admin/annulleringer');
        await expect(page.getByTestId('cancellation').first()).toBeVisible();
        await shoot(page, 'admin-annulleringer', width);
        await page.getByRole('link', { name: 'Afgjorte' }).click();
        await expect(page.getByTestId('decided-cancellation').first()).toBeVisible();
        await shoot(page, 'admin-annulleringer-afgjorte', width);
      });
    });

    test.describe('customer', () => {
      test.use({ storageState: storageStateFor('bruger') });

      test('own complaints', async ({ page }) => {
        await page.goto('/bruger/klager');
        await expect(page.getByTestId('bruger-klager')).toBeVisible();
        await shoot(page, 'bruger-klager', width);
      });
    });
  });
}
