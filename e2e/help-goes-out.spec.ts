// Journey: help goes out. The demo company opens a support case on /hjaelp/firma; the
// administrator sees it in the header's count and in /admin/henvendelser, answers it there; the
// company's open page shows the case as answered without a reload, its thread shows the answer,
// and the answer's mail (with a link to /hjaelp/firma) reaches the company at the test SMTP server.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { waitForMail } from './support/mailbox';

test('the administrator answers a support case and the company sees the answer in its thread', async ({
  browser,
}) => {
  const subject = `Prislisten for tagrender ${Date.now()}`;
  const answer = 'Vi har opdateret jeres prisliste. Sig til, hvis noget mangler.';

  const company = await browser.newContext({ storageState: storageStateFor('firma') });
  const companyPage = await company.newPage();
  await companyPage.goto('/hjaelp/firma');
  const form = companyPage.getByTestId('support-case-form');
  await form.getByLabel('Emne').fill(subject);
  await form.getByLabel('Besked').fill('Hej\nVores pris på tagrender skal være 450 kr. pr. meter.');
  await form.getByRole('button', { name: 'Opret supportsag' }).click();
  const ownCase = companyPage.getByTestId('support-case').filter({ hasText: subject });
  await expect(ownCase.getByText('Afventer svar')).toBeVisible();

  const admin = await browser.newContext({ storageState: storageStateFor('admin') });
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/henvendelser');
  await expect(adminPage.getByTestId('help-inbox-link').getByTestId('unread-dot')).toBeVisible();
  const item = adminPage.getByTestId('help-item').filter({ hasText: subject });
  await expect(item.getByText('Ubesvaret')).toBeVisible();
  await item.getByRole('button', { name: 'Læs og svar' }).click();
  const dialog = adminPage.getByTestId('help-thread-modal');
  await expect(dialog.getByText('Vores pris på tagrender skal være 450 kr. pr. meter.')).toBeVisible();
  await dialog.getByLabel('Dit svar').fill(answer);
  await dialog.getByRole('button', { name: 'Send svar' }).click();
  await expect(adminPage.getByTestId('notification').filter({ hasText: 'Svaret er sendt' })).toBeVisible();
  await expect(dialog.getByTestId('help-message').last()).toContainText(answer);
  await dialog.getByRole('button', { name: 'Luk vinduet' }).click();
  await expect(item.getByText('Besvaret')).toBeVisible();

  // The company's page was open the whole time: the live event brings the answer without a reload.
  await expect(ownCase.getByText('Besvaret')).toBeVisible();
  await ownCase.getByRole('button', { name: `Vis beskeder: ${subject}` }).click();
  await expect(companyPage.getByTestId('support-thread')).toContainText(answer);

  const mail = await waitForMail('firma@demo.dk', /^Svar på jeres supportsag$/);
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain('/hjaelp/firma');

  await company.close();
  await admin.close();
});
