// Journey: a visitor's half-typed job survives a reload and a visit to another page in the same
// tab (the create-job draft in sessionStorage), and 'Ryd formularen' empties it for good. A
// screenshot of the form with the clear action goes to e2e/screenshots (git-ignored).
import { expect, test, type Page } from '@playwright/test';
import { shoot, viewportOf } from './support/screenshots';

async function expectTyped(page: Page): Promise<void> {
  await expect(page.getByTestId('create-job-form')).toBeVisible();
  await expect(page.getByLabel('Overskrift')).toHaveValue('Maling af gang');
  await expect(page.getByLabel('Beskrivelse af opgaven')).toHaveValue('Lyse vægge, loftet skal også males.');
  await expect(page.getByRole('checkbox', { name: 'Lofter' })).toBeChecked();
  await expect(page.getByLabel(/^Antal rum/)).toHaveValue('2');
  await expect(page.getByLabel('Postnummer')).toHaveValue('8000');
  await expect(page.getByLabel('Fulde navn')).toHaveValue('Mette Hansen');
}

test('what is typed on the create-job form comes back after a reload and a visit elsewhere, until it is cleared', async ({
  page,
}) => {
  await page.setViewportSize(viewportOf(1366));
  await page.goto('/createjob?search=Maler');
  await expect(page.getByTestId('create-job-form')).toBeVisible();
  await page.getByLabel('Overskrift').fill('Maling af gang');
  await page.getByLabel('Beskrivelse af opgaven').fill('Lyse vægge, loftet skal også males.');
  await page.getByRole('checkbox', { name: 'Lofter' }).check();
  await page.getByLabel(/^Antal rum/).fill('2');
  await page.getByLabel('Postnummer').fill('8000');
  await page.getByLabel('Fulde navn').fill('Mette Hansen');

  await page.reload();
  await expectTyped(page);

  // Another page of the site in the same tab, then back.
  const form = page.url();
  await page.goto('/');
  await expect(page.getByTestId('category-search')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(form);
  await expectTyped(page);

  const clear = page.getByRole('button', { name: 'Ryd formularen' });
  await expect(clear).toBeVisible();
  await shoot(page, 'customer-createjob-draft');
  await page.setViewportSize(viewportOf(390));
  await shoot(page, 'customer-createjob-draft');

  await clear.click();
  await expect(page.getByLabel('Overskrift')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Lofter' })).not.toBeChecked();
  await expect(clear).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('create-job-form')).toBeVisible();
  await expect(page.getByLabel('Beskrivelse af opgaven')).toHaveValue('');
  await expect(page.getByLabel('Fulde navn')).toHaveValue('');
});
