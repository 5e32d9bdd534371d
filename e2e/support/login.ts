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

/**
 * A company that has not read the pricelist notice gets it on /firma/opgaver as a forced modal
 * (issue 34, SPEC §2's job-inform modal) once its start checklist is done or hidden: a journey
 * about something else reads it, as the company would. It waits for the one setup card shown (the
 * checklist or the notice) and reads the notice if that is the one.
 */
export async function readPriceListNotice(page: Page): Promise<void> {
  const notice = page.getByTestId('price-list-notice');
  await expect(page.getByTestId('start-checklist').or(notice)).toBeVisible();
  if (!(await notice.isVisible())) return;
  await notice.getByRole('button', { name: 'Forstået – vis ikke igen' }).click();
  await expect(notice).toHaveCount(0);
}
