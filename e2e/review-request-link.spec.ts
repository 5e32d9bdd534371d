// Journey: a review request leads to a review. The demo company sends 'Send e-mail om anmeldelse'
// to a customer; the mail (at the test SMTP server) carries her own link once; following it, logged
// out, opens the company's profile with the review form (stars, title, text, category, name); her
// review then stands under 'Øvrige anmeldelser' on the profile and under the company's public
// reviews on /firma/anmeldelser; the same link a second time is refused.
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { waitForMail } from './support/mailbox';
import { shoot, viewportOf } from './support/screenshots';

const note = (page: Page, text: string | RegExp) =>
  page.getByTestId('notification').filter({ hasText: text });

test('a customer follows the review request link, writes a review and sees it under Øvrige anmeldelser', async ({
  browser,
}) => {
  const address = `anmelder.${Date.now()}@example.dk`;
  const title = `Pænt og hurtigt ${Date.now()}`;

  const company = await browser.newContext({ storageState: storageStateFor('firma') });
  const companyPage = await company.newPage();
  await companyPage.goto('/firma/anmeldelser');
  await companyPage.getByRole('button', { name: 'Send e-mail om anmeldelse' }).click();
  const modal = companyPage.getByTestId('review-email-modal');
  await modal.getByLabel(/^Kundernes e-mailadresser/).fill(`Hej Lise (${address})`);
  await modal.getByRole('button', { name: 'Send e-mails' }).click();
  await expect(note(companyPage, 'Mailen er sendt...')).toBeVisible();

  const mail = await waitForMail(address, /vil gerne høre din mening/);
  const links = mail.text?.match(/https?:\/\/\S+anmeldelse=\S+/g) ?? [];
  expect(links, mail.text).toHaveLength(1);
  const link = links[0] ?? '';

  const customer = await browser.newContext();
  const page = await customer.newPage();
  await page.goto(link);
  const form = page.getByTestId('public-review');
  await expect(form.getByRole('heading', { name: /^Skriv en anmeldelse af / })).toBeVisible();
  await form.getByLabel('5 stjerner: Yderst tilfredsstillende').check();
  await form.getByLabel('Overskrift').fill(title);
  await form.getByLabel('Din anmeldelse').fill('Malede stuen på to dage og ryddede pænt op bagefter.');
  await form.getByLabel('Kategori').selectOption({ label: 'Maler' });
  await form.getByLabel('Dit navn').fill('Lise Jensen');
  for (const width of [1366, 412]) {
    await page.setViewportSize(viewportOf(width));
    await form.scrollIntoViewIfNeeded();
    await shoot(page, 'review-request-form', { fullPage: false });
  }
  await page.setViewportSize(viewportOf(1366));
  await form.getByRole('button', { name: 'Send anmeldelse' }).click();
  await expect(form.getByTestId('public-review-thanks')).toHaveText(
    'Tak! Din anmeldelse står nu under »Øvrige anmeldelser«.',
  );
  await page.getByRole('tab', { name: 'Øvrige anmeldelser' }).click();
  const review = page.locator('article.review').filter({ hasText: title });
  await expect(review).toContainText('Lise Jensen');
  await expect(review).not.toContainText(address);

  // The link works once.
  await page.goto(link);
  await form.getByLabel('1 stjerne: Uacceptabel').check();
  await form.getByLabel('Overskrift').fill('Igen');
  await form.getByLabel('Din anmeldelse').fill('Igen');
  await form.getByLabel('Kategori').selectOption({ label: 'Maler' });
  await form.getByLabel('Dit navn').fill('Lise Jensen');
  await form.getByRole('button', { name: 'Send anmeldelse' }).click();
  await expect(form.getByTestId('public-review-errors')).toHaveText(
    'Linket er allerede brugt: der er skrevet en anmeldelse med det.',
  );

  // The company finds it among its public reviews, where it can answer it.
  await companyPage.reload();
  await companyPage.getByRole('button', { name: 'Offentlige anmeldelser' }).click();
  const own = companyPage.getByTestId('review-list').locator('article.review').filter({ hasText: title });
  await expect(own.getByRole('textbox')).toBeVisible();

  await customer.close();
  await company.close();
});
