// Journey: a new company forgets its password, gets the 6-digit code by e-mail (read from the
// service's outbox, where mails wait for the mail server) and logs in with the new password; the
// old one no longer works.
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { expectLoggedOut, loginThroughModal } from './support/login';

const databaseFile = process.env.E2E_DATABASE_FILE ?? '/tmp/opgavetorvet-e2e.sqlite';

/** The code in the newest mail to `email`, or '' while there is none (or its text is not written yet). */
function codeInLastMail(email: string): string {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const body = db
      .prepare(`select body from outbox where channel = 'email' and recipient = ? order by id desc limit 1`)
      .pluck()
      .get(email) as string | undefined;
    return /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? '';
  } finally {
    db.close();
  }
}

/** The mailed code: the row is queued with the request, its text written by the render thread after. */
async function mailedCode(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => (code = codeInLastMail(email)), { message: `a code mailed to ${email}` })
    .not.toBe('');
  return code;
}

test('a forgotten password is replaced with the mailed code', async ({ page }) => {
  const email = `glemt-${Date.now()}@example.dk`;
  await page.goto('/');
  await page.getByTestId('login-open').click();
  await page.getByTestId('new-company-open').click();
  const signUp = page.getByRole('dialog', { name: 'Opret firmaprofil' });
  await signUp.getByLabel('Firmanavn').fill('Glemsom Tømrer ApS');
  await signUp.getByLabel('Dit fulde navn').fill('Karin Glemsom');
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Telefon').fill('22334455');
  await signUp.getByLabel('Postnummer').fill('8000');
  await signUp.getByLabel(/^Adgangskode/).fill('gammel-kode-1');
  await signUp.getByRole('button', { name: 'Opret firmaprofil' }).click();
  await expect(page).toHaveURL(/\/firma\/opgaver$/);
  await page.getByTestId('logout').click();
  await expectLoggedOut(page);

  await page.getByTestId('login-open').click();
  await page.getByTestId('forgot-password-open').click();
  const dialog = page.getByRole('dialog', { name: 'Glemt adgangskode' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send kode' }).click();
  await expect(dialog.getByText(`Vi har sendt en kode til ${email}.`)).toBeVisible();

  await dialog.getByLabel('Kode (6 cifre)').fill(await mailedCode(email));
  await dialog.getByLabel(/Ny adgangskode/).fill('ny-kode-4321');
  await dialog.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  await expect(dialog.getByTestId('forgot-password-done')).toContainText('Din adgangskode er ændret');
  await dialog.getByRole('button', { name: 'Log ind', exact: true }).click();

  const login = page.getByRole('dialog', { name: 'Log ind' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Adgangskode').fill('gammel-kode-1');
  await login.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Forkert e-mail eller adgangskode');
  await page.keyboard.press('Escape');

  await loginThroughModal(page, email, 'ny-kode-4321');
  await expect(page).toHaveURL(/\/firma\/opgaver$/);
});
