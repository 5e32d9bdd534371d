// Journey: the administrator approves the cancellation request of job 145 with a reason; an empty
// reason is refused first; the request leaves the list and the server's message is shown.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';

test.use({ storageState: storageStateFor('admin') });

test('the administrator approves a cancellation request with a reason and it leaves the list', async ({
  page,
}) => {
  await page.goto('/admin/annulleringer');
  const card = page.locator('[data-testid="cancellation"][data-job-id="145"]');
  await card.getByRole('button', { name: 'Godkend' }).click();
  const dialog = page.getByTestId('decision-modal');
  await dialog.getByRole('button', { name: 'Godkend' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Dette felt må ikke være tomt.');

  await dialog.getByLabel('Begrundelse').fill('Kunden har bekræftet, at opgaven er aflyst.');
  await dialog.getByRole('button', { name: 'Godkend' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('notification').filter({ hasText: 'er godkendt' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('cancellation')).not.toHaveCount(0);
});
