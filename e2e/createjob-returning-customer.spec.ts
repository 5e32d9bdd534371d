// Journey (issue 10 defect 3, SPEC §6): the demo customer, logged out, fills the whole create-job
// form with her own e-mail; the form asks for her profile's password in place, under the e-mail,
// with the focus in it and everything she typed kept; a wrong password is said there; the right
// one posts the job on her profile and she lands on the new job's page, logged in. A company's
// e-mail is told at the e-mail field that a company cannot post jobs. Screenshots of the form with
// the password field at 390 and 1366 px go to e2e/screenshots (git-ignored) to be looked at.
import { expect, test, type Page } from '@playwright/test';
import { demoLogins, demoPassword } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

async function fillWholeForm(page: Page, headline: string, email: string): Promise<void> {
  await page.goto('/createjob?search=Maler');
  await expect(page.getByTestId('create-job-form')).toBeVisible();
  await page.getByLabel('Overskrift').fill(headline);
  await page
    .getByLabel('Beskrivelse af opgaven')
    .fill('Stue og køkken, lyse vægge. Møblerne flytter vi selv.');
  await page.getByRole('checkbox', { name: 'Vægge' }).check();
  await page.getByRole('checkbox', { name: 'Lofter' }).check();
  await page.getByLabel(/^Boligtype/).selectOption({ label: 'Rækkehus' });
  await page.getByLabel(/^Antal rum/).fill('3');
  await page.getByLabel('Postnummer').fill('8000');
  await page.getByLabel('Fulde navn').fill('Mette Hansen');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefon').fill('21436587');
  await page.getByRole('button', { name: 'Opret opgave' }).click();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('a returning customer gives her password in place and lands on her new job', async ({ page }) => {
      const headline = `Maling af stue og køkken (${width} px)`;
      await fillWholeForm(page, headline, demoLogins.bruger.email);

      const password = page.getByLabel('Adgangskode til din profil');
      await expect(password).toBeFocused();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Der findes allerede en kundeprofil med denne e-mail.')).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Glemt adgangskode?' })).toBeVisible();
      // Nothing she typed is lost.
      await expect(page.getByLabel('Overskrift')).toHaveValue(headline);
      await expect(page.getByRole('checkbox', { name: 'Lofter' })).toBeChecked();
      await expect(page.getByLabel(/^Antal rum/)).toHaveValue('3');
      await expect(page.getByText('Vi opretter en profil til dig')).toHaveCount(0);
      await expect(page.getByTestId('login-open')).toBeVisible();
      await shoot(page, 'customer-createjob-password', { fullPage: false });

      // 'Glemt adgangskode?' opens the forgotten-password view over the form, which stays.
      await page.getByRole('button', { name: 'Glemt adgangskode?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Glemt adgangskode' });
      await expect(forgot.getByLabel('E-mail')).toHaveValue(demoLogins.bruger.email);
      await forgot.getByRole('button', { name: 'Tilbage til formularen' }).click();
      await expect(forgot).toBeHidden();
      await expect(page.getByLabel('Overskrift')).toHaveValue(headline);

      await password.fill('forkert-kode');
      await page.getByRole('button', { name: 'Opret opgave' }).click();
      await expect(page.getByText('Adgangskoden er forkert. Prøv venligst igen.')).toBeVisible();
      await expect(password).toBeFocused();
      await shoot(page, 'customer-createjob-wrong-password', { fullPage: false });

      await password.fill(demoPassword);
      await page.getByRole('button', { name: 'Opret opgave' }).click();
      await expect(page).toHaveURL(/\/bruger\/opgave\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(headline);
      // Logged in: the visitor's 'Log ind' is gone (on a phone 'Log ud' is behind 'Menu').
      await expect(page.getByTestId('login-open')).toHaveCount(0);
    });
  });
}

test("a company's e-mail is told at the field that a company cannot post jobs", async ({ page }) => {
  await fillWholeForm(page, 'Maling af kontor', demoLogins.firma.email);
  const email = page.getByLabel('E-mail');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Denne e-mail hører til en firmaprofil')).toBeVisible();
  await expect(page.getByLabel('Adgangskode til din profil')).toHaveCount(0);
  await expect(page.getByLabel('Overskrift')).toHaveValue('Maling af kontor');
  await expect(page.getByTestId('login-open')).toBeVisible();
});
