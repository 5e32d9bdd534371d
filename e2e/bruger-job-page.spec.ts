// Journey: on job 333 the customer declines one offer with an own text ('Andet'; empty is refused
// first, the decline button is then disabled), then chooses another company as supplier and lands
// on the supplier-hired page (after a confirmation), where the company's contact details stand.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';

test.use({ storageState: storageStateFor('bruger') });

test('the customer declines one offer and chooses another company as supplier', async ({ page }) => {
  await page.goto('/bruger/opgave/333');
  const offers = page.getByTestId('offer').filter({ has: page.getByTestId('choose-supplier') });
  await expect(offers.first()).toBeVisible();
  expect(await offers.count()).toBeGreaterThan(1);
  await expect(offers.first().getByTestId('offer-amount')).toHaveText(/^\d{1,3}(\.\d{3})* kr\.$/);

  const declined = offers.first();
  const declinedId = await declined.getAttribute('data-contact-id');
  await declined.getByRole('button', { name: 'Tak, men nej tak' }).click();
  const dialog = page.getByTestId('decline-modal');
  await dialog.getByLabel('Andet', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Send svar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Dette felt må ikke være tomt.');
  await dialog.getByLabel('Dit svar').fill('Vi har fundet en anden løsning.');
  await dialog.getByRole('button', { name: 'Send svar' }).click();
  await expect(dialog).toHaveCount(0);
  const declinedCard = page.locator(`[data-testid="offer"][data-contact-id="${declinedId}"]`);
  await expect(declinedCard.getByRole('button', { name: 'Tak, men nej tak' })).toBeDisabled();
  await expect(declinedCard.getByText('Vi har fundet en anden løsning.')).toBeVisible();

  const chosen = page.locator('[data-testid="offer"]:not([data-contact-id="' + declinedId + '"])').filter({
    has: page.getByRole('button', { name: 'Vælg firma', disabled: false }),
  });
  const company = await chosen.first().getByRole('heading', { level: 3 }).innerText();
  await chosen.first().getByRole('button', { name: 'Vælg firma' }).click();
  // It asks first, saying the choice cannot be undone.
  const confirm = page.getByTestId('choose-supplier-confirm');
  await expect(confirm).toContainText('Valget kan ikke fortrydes.');
  // The street address only the chosen company will see (issue 32).
  await confirm.getByLabel('Adresse, hvor opgaven skal udføres').fill('Solsikkevej 4');
  await confirm.getByRole('button', { name: `Ja, vælg ${company}` }).click();
  await expect(page).toHaveURL(/\/bruger\/leverandorhyret\/333\/\?contact_id=\d+$/);
  await expect(page.getByTestId('bruger-leverandorhyret')).toContainText(`Du har valgt ${company}`);
  // Below 'Du kan kontakte firmaet herunder': the booking confirmation with phone and e-mail links.
  await expect(page.getByTestId('hired-contact').locator('a[href^="mailto:"]')).toBeVisible();
});
