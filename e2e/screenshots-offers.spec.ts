// Looks of the offer screens at 1366 and 390 px (saved in e2e/screenshots, git-ignored): the
// administrator's decision modal and the company's bid modal sent empty (each refused at its field
// before anything is sent), the customer's job page (job 347) with the decline modal ('Andet' asks
// for her own words) and the supplier-hired page. Nothing is sent; nothing may stick out sideways.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

for (const width of WIDTHS) {
  test.describe(`offer screens at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test.describe('admin', () => {
      test.use({ storageState: storageStateFor('admin') });
      test('decision modal', async ({ page }) => {
        await page.goto('/admin/annulleringer');
        await page.getByTestId('cancellation').last().getByRole('button', { name: 'Afvis' }).click();
        const modal = page.getByTestId('decision-modal');
        await modal.getByRole('button', { name: 'Afvis' }).click();
        // Without a reason nothing is sent: the field says so, and the modal stays open on the page.
        await expect(modal.getByText('Dette felt må ikke være tomt.')).toBeVisible();
        await expect(modal.getByRole('button', { name: 'Afvis' })).toBeInViewport();
        await shoot(page, 'admin-decision');
      });
    });

    test.describe('bruger', () => {
      test.use({ storageState: storageStateFor('bruger') });
      test('job page, decline modal and supplier-hired page', async ({ page }) => {
        await page.goto('/bruger/opgave/347');
        const offer = page.getByTestId('offer').first();
        await expect(offer).toBeVisible();
        await shoot(page, 'bruger-opgave');
        await offer.getByRole('button', { name: 'Tak, men nej tak' }).click();
        const decline = page.getByTestId('decline-modal');
        await decline.getByLabel('Andet', { exact: true }).check();
        // 'Andet' asks for the customer's own words.
        await expect(decline.getByLabel('Dit svar')).toBeVisible();
        await shoot(page, 'bruger-decline');
        const contactId = await offer.getAttribute('data-contact-id');
        await page.goto(`/bruger/leverandorhyret/347/?contact_id=${contactId}`);
        await expect(page.getByTestId('bruger-leverandorhyret')).toBeVisible();
        await shoot(page, 'bruger-leverandorhyret');
      });
    });

    test.describe('firma', () => {
      test.use({ storageState: storageStateFor('firma') });
      test('bid modal', async ({ page }) => {
        await page.goto('/firma/opgaver');
        await page.getByRole('button', { name: 'Giv tilbud' }).last().click();
        const modal = page.getByTestId('bid-modal');
        await modal.getByRole('button', { name: 'Send tilbud' }).click();
        // Without a price nothing is sent: the price field says so.
        await expect(modal.getByText('Angiv venligst din pris')).toBeVisible();
        await expect(modal.getByLabel(/^Pris i hele kroner/)).toHaveAttribute('aria-invalid', 'true');
        await shoot(page, 'firma-bid');
      });
    });
  });
}
