// Journey: the customer's own new job (posted through the API; the demo company bids on it at once)
// — she invites companies up to the limit of 4 (the fifth is refused and its button comes back
// after 3 s), closes the job with the demo company through the 'lukopgave' modal and page and lands
// on her job list; the company confirms and finishes (API); she reviews it (empty form refused
// with SPEC §5's texts first), sees the deal on /bruger/account-transactions, her profile, and
// sends a complaint. Uses only the job it creates, so no seeded job of another journey changes.
import { expect, test } from '@playwright/test';
import type { CategoryDetailReply } from '@opgavetorvet/contracts';
import { postAs } from './support/api';
import { storageStateFor } from './support/demo-logins';
import { shootAtEachWidth } from './support/screenshots';

test.use({ storageState: storageStateFor('bruger') });

const DEMO_COMPANY = 'Demo Byg & Anlæg ApS';

const post = postAs;

test('the customer invites companies, closes her job with a company, reviews it and sees the deal', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const firma = await browser.newContext({ storageState: storageStateFor('firma') });
  // Murer: seven companies work there, so five can be offered for invitation besides the bidder.
  const murer = (await (await page.request.get('/api/categories/murer')).json()) as CategoryDetailReply;
  const required = murer.attributes.filter((attribute) => attribute.required);
  const { job_id: jobId } = await post<{ job_id: number }>(page.request, '/api/opgaver', {
    category_id: murer.category.id,
    headline: 'Omfugning af gavl på garage',
    description: 'Fugerne i garagens gavl smuldrer og skal kradses ud og fuges om, ca. 15 m².',
    zip: '2100',
    attributes: required.map((attribute) => ({
      attribute_id: attribute.id,
      option_id: attribute.options[0].id,
    })),
  });
  const { contact_id: contactId } = await post<{ contact_id: number }>(firma.request, '/api/firma/bud', {
    job_id: jobId,
    amount: 18500,
    comment: 'Inkl. stillads og oprydning.',
  });

  // Invitations: four are allowed, the fifth is refused and its button comes back after 3 s.
  await page.goto(`/bruger/opgave/${jobId}`);
  const panel = page.getByTestId('invite-companies');
  await expect(panel.getByTestId('invitations-left')).toHaveText('Du kan invitere 4 firmaer mere.');
  const rows = panel.getByTestId('invite-candidate');
  await expect(rows.nth(4)).toBeVisible();
  await expect(rows.filter({ hasText: DEMO_COMPANY })).toHaveCount(0);
  for (let i = 0; i < 4; i += 1) {
    const row = rows.nth(i);
    await row.getByRole('button', { name: 'Invitér' }).click();
    await expect(row.getByRole('status')).toContainText('Invitationen er sendt til');
    await expect(row.getByRole('button', { name: 'Inviteret til tilbud' })).toBeDisabled();
  }
  await expect(panel.getByTestId('invitations-left')).toHaveText(
    'Du har brugt alle invitationer til denne opgave.',
  );
  await shootAtEachWidth(page, 'bruger-invitations');
  // Issue 10 #7: with no invitations left, the fifth company's 'Invitér' stays disabled.
  const fifth = rows.nth(4);
  await expect(fifth.getByRole('button', { name: 'Invitér' })).toBeDisabled();
  await page.waitForTimeout(3500);
  await expect(fifth.getByRole('button', { name: 'Invitér' })).toBeDisabled();

  // Close the job: the 'lukopgave' modal, then /bruger/lukopgave/{id}?contact_id=, then the job list.
  await page.getByRole('button', { name: 'Luk opgave' }).click();
  const modal = page.getByTestId('lukopgave-modal');
  await modal.getByLabel(`${DEMO_COMPANY} – 18.500 kr.`).check();
  await shootAtEachWidth(page, 'bruger-lukopgave-modal');
  await modal.getByRole('button', { name: 'Fortsæt' }).click();
  await expect(page).toHaveURL(new RegExp(`/bruger/lukopgave/${jobId}\\?contact_id=${contactId}$`));
  await page.getByRole('button', { name: 'Hvad betyder det at lukke opgaven?' }).click();
  await expect(page.getByTestId('lukopgave-explanation')).toContainText('Når firmaet har afsluttet opgaven');
  await page.getByTestId('lukopgave-explanation').getByRole('button', { name: 'OK' }).click();
  await shootAtEachWidth(page, 'bruger-lukopgave');
  // The street address only the chosen company will see (issue 32).
  await page.getByLabel('Adresse, hvor opgaven skal udføres').fill('Bøgevej 12');
  await page.getByRole('button', { name: `Luk opgaven og vælg ${DEMO_COMPANY}` }).click();
  await expect(page).toHaveURL(/\/bruger\/opgaver$/);
  await expect(
    page.getByTestId('notification').filter({ hasText: `Du har valgt ${DEMO_COMPANY}` }),
  ).toBeVisible();

  // The company confirms and finishes the job with its final price.
  await post(firma.request, '/firma/confirm_job', { contact_id: contactId });
  await post(firma.request, '/ajax/firma/update_balans_company', {
    job_id: jobId,
    price: '18500',
    amount_summ: '50',
  });
  await firma.close();

  // Review: an empty form is refused with SPEC §5's texts, then four stars are sent.
  await page.goto(`/bruger/opgave/${jobId}`);
  await page.getByRole('button', { name: `Anmeld ${DEMO_COMPANY}` }).click();
  const review = page.getByTestId('review-modal');
  await review.getByRole('button', { name: 'Send anmeldelse' }).click();
  await expect(review.getByTestId('review-errors')).toContainText(
    'Vælg venligst hvor mange stjerner du vil give (1-5)',
  );
  await expect(review.getByTestId('review-errors')).toContainText('Alle felter skal udfyldes');
  await review.getByLabel('4 stjerner: Meget tilfredsstillende').check();
  await review.getByLabel('Overskrift').fill('Flot og ordentligt fugearbejde');
  await review
    .getByLabel('Din anmeldelse')
    .fill('Kom til aftalt tid, fugede gavlen pænt og ryddede op bagefter.');
  await expect(review.getByLabel('Kategori')).toHaveValue(String(murer.category.id));
  await shootAtEachWidth(page, 'bruger-review');
  await review.getByRole('button', { name: 'Send anmeldelse' }).click();
  await expect(page.getByTestId('notification').filter({ hasText: 'Tak for din anmeldelse!' })).toBeVisible();
  await expect(page.getByTestId('reviewed')).toHaveText(`Du har anmeldt ${DEMO_COMPANY} (4 af 5 stjerner).`);

  // Complaint: the text is required; then it is sent and answered.
  await page.getByRole('button', { name: 'Klag over et firma' }).click();
  const complaint = page.getByTestId('complaint-modal');
  await expect(complaint.getByLabel('Dit fulde navn')).toHaveValue('Mette Hansen');
  await expect(complaint.getByLabel('Firmaets navn')).toHaveValue(DEMO_COMPANY);
  await complaint.getByRole('button', { name: 'Send klage' }).click();
  await expect(complaint.getByRole('alert')).toHaveText('Beskriv venligst problemet');
  await shootAtEachWidth(page, 'bruger-complaint');
  await complaint
    .getByLabel('Beskriv problemet')
    .fill('Der lå mørtelrester i indkørslen, da firmaet var gået.');
  await complaint.getByRole('button', { name: 'Send klage' }).click();
  await expect(complaint).toHaveCount(0);
  await expect(
    page.getByTestId('notification').filter({ hasText: 'Vi har modtaget din klage' }),
  ).toBeVisible();

  // The account pages: the deal with its final price and review, the profile, the overview.
  await page.goto('/bruger/account-transactions');
  const deal = page.locator(`[data-testid="booking"][data-contact-id="${contactId}"]`);
  await expect(deal.getByTestId('final-price')).toHaveText('18.500,50 kr.');
  await expect(deal).toContainText('4 af 5 stjerner – »Flot og ordentligt fugearbejde«');
  await shootAtEachWidth(page, 'bruger-account-transactions');
  const nav = page.getByRole('navigation', { name: 'Min konto' });
  await nav.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/bruger\/profil$/);
  await expect(page.getByTestId('bruger-profil')).toContainText('bruger@demo.dk');
  await expect(page.getByTestId('bruger-profil')).toContainText('Mette Hansen');
  await expect(nav.locator('a.active')).toHaveCount(0);
  await shootAtEachWidth(page, 'bruger-profil');
  await nav.getByRole('link', { name: 'Overblik' }).click();
  await expect(page.getByTestId('figure-reviews')).toContainText('3');
  await shootAtEachWidth(page, 'bruger-account');
});
