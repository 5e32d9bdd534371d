// Journey: the public company profile /{slug} and ordering from a company. A visitor reads the demo
// company's profile (rating, opening times, reviews with the company's answer, the review tabs);
// orders from Jensens Tømrerforretning's pricelist as a new customer (the empty form is refused
// with SPEC §5's texts first) and lands on the new job; asks Malerfirmaet Holm for a quote on
// /indhent-tilbud with the e-mail of an existing customer (Julie Thomsen, seeded, used by no other
// journey), so the profile is confirmed by password first (a wrong one shows the error block).
// The demo customer opens Gulvmanden Sjælland's offers on the own finished job 134 and asks it to
// call. Orders go to other companies than the demo company, so its job lists stay as the other
// journeys expect. Then screenshots at 1366 and 390 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoPassword, storageStateFor } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

const DEMO_COMPANY = 'Demo Byg & Anlæg ApS';
const EXISTING_CUSTOMER = { name: 'Julie Thomsen', email: 'julie.thomsen@example.net' };

async function visitorPage(browser: Browser, width = 1366): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewportOf(width),
    locale: 'da-DK',
  });
  return context.newPage();
}

test('a visitor reads a company profile with its rating, opening times and reviews', async ({ browser }) => {
  const page = await visitorPage(browser);
  await page.goto('/demo-byg-anlaeg');
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COMPANY })).toBeVisible();
  await expect(page.getByTestId('profile-rating')).toHaveText(/\d,\d ud af 5 \(\d+ anmeldelser fra kunder\)/);
  await expect(page.getByRole('list', { name: 'Udfører' })).toContainText('Tømrer');
  await expect(page.getByTestId('opening-times').getByRole('row', { name: /Mandag/ })).toBeVisible();
  const reviews = page.getByRole('tabpanel');
  await expect(reviews.locator('.review').first()).toBeVisible();
  await expect(reviews.getByText('Firmaets svar:')).toBeVisible();
  await page.getByRole('tab', { name: 'Øvrige anmeldelser' }).click();
  await expect(reviews.locator('.review[data-kind="public"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Klag over et firma' })).toBeVisible();
  await page.context().close();
});

test("a new customer orders from a company's pricelist and lands on the new job", async ({ browser }) => {
  const page = await visitorPage(browser);
  const email = `ny.kunde.${Date.now().toString(36)}@example.com`;
  await page.goto('/jensens-toemrerforretning');
  await page.getByRole('button', { name: 'Bestil Tømrer' }).click();
  const modal = page.getByTestId('order-modal');
  await modal.getByRole('spinbutton', { name: 'Antal' }).fill('25');
  await modal.getByLabel('Overskrift').fill('Ny terrasse i lærk');
  await modal.getByRole('button', { name: 'Videre' }).click();
  await expect(modal.getByText('25 m²')).toBeVisible();

  await modal.getByRole('button', { name: 'Send bestilling' }).click();
  await expect(modal.getByTestId('order-error')).toContainText('Indtast venligst dit fulde navn');
  await expect(modal.getByTestId('order-error')).toContainText('Ugyldigt postnummer. Prøv venligst igen');
  await modal.getByLabel('Fulde navn').fill('Kasper Ny Kunde');
  await modal.getByLabel('E-mail').fill(email);
  await modal.getByLabel('Telefon').fill('20304050');
  await modal.getByLabel('Postnummer').fill('8000');
  await modal.getByRole('button', { name: 'Send bestilling' }).click();

  await expect(page).toHaveURL(/\/bruger\/opgave\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Ny terrasse i lærk' })).toBeVisible();
  await expect(page.getByTestId('logout')).toBeVisible();
  await page.context().close();
});

test('a visitor with an existing profile confirms it by password before the quote request goes', async ({
  browser,
}) => {
  const page = await visitorPage(browser);
  await page.goto('/malerfirmaet-holm');
  await page.getByRole('link', { name: 'Indhent tilbud' }).click();
  await expect(page).toHaveURL(/\/indhent-tilbud\?firma=malerfirmaet-holm$/);
  const form = page.getByTestId('quote-form');
  await form.getByLabel('Hvad skal der laves?').fill('Maling af stue og gang');
  await form.getByLabel('Fulde navn').fill(EXISTING_CUSTOMER.name);
  await form.getByLabel('E-mail').fill(EXISTING_CUSTOMER.email);
  await form.getByLabel('Telefon').fill('20304050');
  await form.getByLabel('Postnummer').fill('2605');
  await form.getByRole('button', { name: 'Send forespørgsel' }).click();

  const confirm = page.getByRole('dialog', { name: 'Bekræft din profil' });
  await expect(confirm).toContainText(EXISTING_CUSTOMER.email);
  await expect(confirm.getByTestId('confirm-profile-error')).toBeHidden();
  await confirm.getByLabel('Adgangskode').fill('forkert-kode');
  await confirm.getByRole('button', { name: 'Bekræft og send' }).click();
  await expect(confirm.getByTestId('confirm-profile-error')).toHaveText(
    'Adgangskoden er forkert. Prøv venligst igen.',
  );
  await confirm.getByLabel('Adgangskode').fill(demoPassword);
  await confirm.getByRole('button', { name: 'Bekræft og send' }).click();

  await expect(page).toHaveURL(/\/bruger\/opgave\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Maling af stue og gang' })).toBeVisible();
  await page.context().close();
});

test("the customer opens a company's offers from its profile and asks it to call", async ({ browser }) => {
  const context = await browser.newContext({
    storageState: storageStateFor('bruger'),
    viewport: { width: 1366, height: 900 },
    locale: 'da-DK',
  });
  const page = await context.newPage();
  await page.goto('/gulvmanden-sjaelland');
  const own = page.getByTestId('own-offers');
  await expect(own.getByRole('link', { name: 'Nyt egetræsparket i stue' })).toBeVisible();
  await own.getByRole('button', { name: 'Se tilbud på Nyt egetræsparket i stue' }).click();
  const modal = page.getByTestId('offer-list-modal');
  await expect(modal).toContainText('Gulvmanden Sjælland ApS');
  await modal.getByRole('button', { name: 'Ring mig op' }).click();
  await expect(page.getByText('Gulvmanden Sjælland ApS har fået besked om at ringe dig op.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Ring mig op' })).toBeDisabled();
  await context.close();
});

for (const width of WIDTHS) {
  test(`company profile and quote screens at ${width} px`, async ({ browser }) => {
    const page = await visitorPage(browser, width);
    await page.goto('/demo-byg-anlaeg');
    await expect(page.locator('.review').first()).toBeVisible();
    await expect(page.getByTestId('opening-times')).toBeVisible();
    await shoot(page, 'company-profile');

    await page.getByRole('button', { name: 'Bestil Maler' }).click();
    const modal = page.getByTestId('order-modal');
    await expect(modal.getByRole('button', { name: 'Videre' })).toBeVisible();
    await shoot(page, 'company-order-lines', { fullPage: false });
    await modal.getByRole('spinbutton', { name: 'Antal' }).fill('60');
    await modal.getByRole('button', { name: 'Videre' }).click();
    await expect(modal.getByRole('button', { name: 'Send bestilling' })).toBeVisible();
    await shoot(page, 'company-order-form', { fullPage: false });

    await page.goto('/indhent-tilbud?firma=demo-byg-anlaeg');
    await expect(page.getByTestId('quote-form')).toBeVisible();
    await shoot(page, 'quote-request');
    await page.context().close();
  });
}
