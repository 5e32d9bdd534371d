// Logs in through the header's login modal, as a visitor would.
import { expect, type Page } from '@playwright/test';

export async function loginThroughModal(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('login-open').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Adgangskode').fill(password);
  await dialog.getByRole('button', { name: 'Log ind', exact: true }).click();
}

export async function expectLoggedOut(page: Page): Promise<void> {
  await expect(page.getByTestId('login-open')).toBeVisible();
  await expect(page.getByTestId('logout')).toHaveCount(0);
}
