// Journey: on /bruger/opgaver the demo customer opens job 299's block in place with the idea link
// and closes it; after a reload the block (still open in the session) opens on the first click;
// its link leads to the job page, where 'Info' on an offer shows the service's summary in a
// modal. Screenshots of the open block and the Info modal at 1366 and 390 px.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { shootAtEachWidth } from './support/screenshots';

test.use({ storageState: storageStateFor('bruger'), viewport: { width: 1366, height: 900 } });

const JOB_ID = 299;

/** A modal is shot as the screen shows it: a full-page shot would stretch the page under its backdrop. */

test("the idea link opens a job's block in place, and 'Info' on an offer shows it in a modal", async ({
  page,
}) => {
  await page.goto('/bruger/opgaver');
  const card = page.locator(`[data-testid="user-job"][data-job-id="${JOB_ID}"]`);
  const idea = card.getByRole('button', { name: /^Hurtigt overblik over ».+«$/ });
  await expect(idea).toHaveAttribute('aria-expanded', 'false');
  const block = card.getByTestId('job-block');
  await expect(block).toHaveCount(0);

  await idea.click();
  await expect(block).toBeVisible();
  await expect(idea).toHaveAttribute('aria-expanded', 'true');
  await expect(block).toContainText(/\d+ tilbud/);
  await expect(page.getByTestId('job-block')).toHaveCount(1);
  await shootAtEachWidth(page, 'bruger-job-block');

  await idea.click();
  await expect(idea).toHaveAttribute('aria-expanded', 'false');
  await expect(block).toHaveCount(0);

  // Opened again and the page reloaded: the session keeps it open, the list starts it closed, and
  // the first click still opens it.
  await idea.click();
  await expect(block).toBeVisible();
  await page.reload();
  await expect(idea).toHaveAttribute('aria-expanded', 'false');
  await idea.click();
  await expect(block).toBeVisible();
  await expect(idea).toHaveAttribute('aria-expanded', 'true');

  await block.getByRole('link', { name: 'Gå til opgaven' }).click();
  await expect(page).toHaveURL(new RegExp(`/bruger/opgave/${JOB_ID}$`));
  const offer = page.getByTestId('offer').first();
  const company = await offer.getByRole('heading', { level: 3 }).innerText();
  await offer.getByRole('button', { name: `Info om tilbuddet fra ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tilbud fra ${company}` });
  const info = dialog.getByTestId('offer-info');
  await expect(info).toContainText(company);
  await expect(info).toContainText(/\d{1,3}(\.\d{3})* kr\./);
  await shootAtEachWidth(page, 'bruger-offer-info', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(offer.getByRole('button', { name: `Info om tilbuddet fra ${company}` })).toBeFocused();
});
