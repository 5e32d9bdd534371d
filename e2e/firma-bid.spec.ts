// Journey: the company opens 'Giv tilbud' on an open job it has not bid on yet (picked at run
// time: of the first ten cards the one with the lowest id, so never a job another journey is
// creating right now, and still on page 1 when new jobs arrive; job 333 is the customer journey's),
// has a decimal amount refused, sends a whole amount, and the card then shows 'Du har givet tilbud'
// with the server's notification.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';

test.use({ storageState: storageStateFor('firma') });

test('the company bids on an open job and the card shows that it has bid', async ({ page }) => {
  await page.goto('/firma/opgaver');
  const candidates = page
    .getByTestId('open-job')
    .filter({ has: page.getByRole('button', { name: 'Giv tilbud' }) })
    .and(page.locator(':not([data-job-id="333"])'));
  await expect(candidates.first()).toBeVisible();
  const ids = await candidates.evaluateAll((cards) =>
    cards.map((card) => Number(card.getAttribute('data-job-id'))),
  );
  // Among the first ten cards: jobs other journeys post meanwhile come first on the refetched page
  // 1 after the bid, and the page's last card would then be on page 2.
  const firstTen = await page
    .getByTestId('open-job')
    .evaluateAll((cards) => cards.slice(0, 10).map((card) => Number(card.getAttribute('data-job-id'))));
  const nearTheTop = ids.filter((id) => firstTen.includes(id));
  const jobId = String(Math.min(...(nearTheTop.length > 0 ? nearTheTop : ids)));
  const card = page.locator(`[data-testid="open-job"][data-job-id="${jobId}"]`);

  await card.getByRole('button', { name: 'Giv tilbud' }).click();
  const dialog = page.getByTestId('bid-modal');
  await dialog.getByLabel(/^Pris/).fill('12500,50');
  await dialog.getByRole('button', { name: 'Send tilbud' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Beløbet skal være et helt tal på højst 999999999');

  await dialog.getByLabel(/^Pris/).fill('12500');
  await dialog.getByLabel(/^Kommentar/).fill('Vi kan starte i næste uge.');
  await dialog.getByRole('button', { name: 'Send tilbud' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('notification').filter({ hasText: 'tilbud' }).first()).toBeVisible();
  await expect(card.getByText('Du har givet tilbud')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Giv tilbud' })).toHaveCount(0);
});
