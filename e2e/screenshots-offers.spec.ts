// Looks of the offer screens at 1366 and 390 px (saved in e2e/screenshots, git-ignored): the
// administrator's decision modal, the customer's job page (job 347) with the decline modal and the
// supplier-hired page, the company's bid modal. Nothing is sent; nothing may stick out sideways.
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width}px sticks out sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
}

for (const width of [1366, 390] as const) {
  test.describe(`offer screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    test.describe('admin', () => {
      test.use({ storageState: storageStateFor('admin') });
      test('decision modal', async ({ page }) => {
        await page.goto('/admin/annulleringer');
        await page.getByTestId('cancellation').last().getByRole('button', { name: 'Afvis' }).click();
        await page.getByTestId('decision-modal').getByRole('button', { name: 'Afvis' }).click();
        await shoot(page, 'admin-decision', width);
      });
    });

    test.describe('bruger', () => {
      test.use({ storageState: storageStateFor('bruger') });
      test('job page, decline modal and supplier-hired page', async ({ page }) => {
        await page.goto('/bruger/opgave/347');
        const offer = page.getByTestId('offer').first();
        await expect(offer).toBeVisible();
        await shoot(page, 'bruger-opgave', width);
        await offer.getByRole('button', { name: 'Tak, men nej tak' }).click();
        await page.getByTestId('decline-modal').getByLabel('Andet', { exact: true }).check();
        await shoot(page, 'bruger-decline', width);
        const contactId = await offer.getAttribute('data-contact-id');
        await page.goto(`/bruger/leverandorhyret/347/?contact_id=${contactId}`);
        await expect(page.getByTestId('bruger-leverandorhyret')).toBeVisible();
        await shoot(page, 'bruger-leverandorhyret', width);
      });
    });

    test.describe('firma', () => {
      test.use({ storageState: storageStateFor('firma') });
      test('bid modal', async ({ page }) => {
        await page.goto('/firma/opgaver');
        await page.getByRole('button', { name: 'Giv tilbud' }).last().click();
        await page.getByTestId('bid-modal').getByRole('button', { name: 'Send tilbud' }).click();
        await shoot(page, 'firma-bid', width);
      });
    });
  });
}
