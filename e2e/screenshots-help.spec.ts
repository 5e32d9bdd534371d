// Looks: the administrator's help inbox (list and an opened thread), /admin/annulleringer's two
// views and the customer's /bruger/klager at desktop (1366 px) and phone (390 px) widths, saved
// in e2e/screenshots (git-ignored) to be looked at. Nothing may stick out sideways. Only reads.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test.describe('administrator', () => {
      test.use({ storageState: storageStateFor('admin') });

      test('help inbox and an opened thread', async ({ page }) => {
        await page.goto('/admin/henvendelser');
        const first = page.getByTestId('help-item').first();
        await expect(first).toBeVisible();
        await shoot(page, 'admin-henvendelser', { fullPage: false });
        await first.getByRole('button').click();
        await expect(page.getByTestId('help-message').first()).toBeVisible();
        await shoot(page, 'admin-henvendelser-thread', { fullPage: false });
        await page.goto('/admin/henvendelser?visning=lukkede');
        await expect(page.getByTestId('help-item').first()).toBeVisible();
        await shoot(page, 'admin-henvendelser-lukkede', { fullPage: false });
      });

      test('cancellations: pending and decided', async ({ page }) => {
        await page.goto('/admin/annulleringer');
        await expect(page.getByTestId('cancellation').first()).toBeVisible();
        await shoot(page, 'admin-annulleringer', { fullPage: false });
        await page.getByRole('link', { name: 'Afgjorte' }).click();
        await expect(page.getByTestId('decided-cancellation').first()).toBeVisible();
        await shoot(page, 'admin-annulleringer-afgjorte', { fullPage: false });
      });
    });

    test.describe('customer', () => {
      test.use({ storageState: storageStateFor('bruger') });

      test('own complaints', async ({ page }) => {
        await page.goto('/bruger/klager');
        await expect(page.getByTestId('bruger-klager')).toBeVisible();
        await shoot(page, 'bruger-klager', { fullPage: false });
      });
    });
  });
}
