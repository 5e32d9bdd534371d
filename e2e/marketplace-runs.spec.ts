// Journey: the marketplace runs by itself. A visitor posts a job in the demo company's trade and
// region (Tømrer, 2100); the demo company (Pro+ in Tømrer) gets the new-job mail at the test's SMTP
// server with a link that opens the job in /firma/opgaver; it bids from there. The customer's job
// page, already open, shows the offer without a reload; the customer's message appears on the
// company's open messages page without a reload.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { waitForMail } from './support/mailbox';

const COMPANY = 'Demo Byg & Anlæg ApS';

async function newPage(browser: Browser, storageState?: string): Promise<Page> {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1366, height: 900 },
    locale: 'da-DK',
  });
  return context.newPage();
}

test('a posted job reaches the company by mail, its bid and a message reach the open pages live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const headline = `Ny terrasse i lærk ${stamp}`;

  // A visitor posts the job and is logged in as its new customer.
  const customer = await newPage(browser);
  await customer.goto('/createjob/toemrer');
  await customer.getByLabel('Overskrift').fill(headline);
  await customer.getByLabel('Beskrivelse').fill('Ca. 25 m² terrasse bag huset, gerne i løbet af foråret.');
  await customer.getByRole('group', { name: 'Hvad skal laves?' }).getByLabel('Terrasse').check();
  await customer.getByLabel('Postnummer').fill('2100');
  await customer.getByLabel('Fulde navn').fill('Sofie Terrasse');
  await customer.getByLabel('E-mail').fill(`sofie.${stamp}@example.dk`);
  await customer.getByLabel('Telefon').fill('22334455');
  await customer.getByRole('button', { name: 'Opret opgave' }).click();
  await expect(customer).toHaveURL(/\/bruger\/opgave\/\d+/);
  const jobId = Number(/\/bruger\/opgave\/(\d+)/.exec(customer.url())![1]);
  await expect(customer.getByRole('heading', { name: headline })).toBeVisible();

  // The company's mail arrives at the SMTP server, with a link that opens the job.
  const mail = await waitForMail('firma@demo.dk', new RegExp(`^Ny opgave: ${headline}$`));
  expect(mail.html).toBeTruthy();
  const link = new RegExp(`(http://127\\.0\\.0\\.1:\\d+/firma/opgaver\\?jobid=${jobId})`).exec(
    mail.text ?? '',
  )?.[1];
  expect(link, mail.text).toBeTruthy();

  const company = await newPage(browser, storageStateFor('firma'));
  await company.goto(link!);
  // The link opens the job: its card is marked and its description shown.
  const description = company.getByRole('dialog');
  await expect(description).toContainText('Ca. 25 m² terrasse bag huset');
  await description.getByRole('button', { name: 'Luk' }).first().click();
  const card = company.locator(`[data-testid="open-job"][data-job-id="${jobId}"]`);
  await expect(card).toContainText(headline);

  // The customer's job page is open when the company bids: the offer appears without a reload.
  await expect(customer.getByTestId('offer')).toHaveCount(0);
  await card.getByRole('button', { name: 'Giv tilbud' }).click();
  const dialog = company.getByTestId('bid-modal');
  await dialog.getByLabel(/^Pris/).fill('18500');
  await dialog.getByLabel(/^Kommentar/).fill('Vi kan starte om tre uger.');
  await dialog.getByRole('button', { name: 'Send tilbud' }).click();
  await expect(dialog).toHaveCount(0);
  const offer = customer.getByTestId('offer').filter({ hasText: COMPANY });
  await expect(offer).toBeVisible({ timeout: 5_000 });

  // The company's messages page is open when the customer writes: the message appears there live.
  await company.goto('/firma/beskeder');
  await expect(company.getByRole('heading', { level: 1 })).toBeVisible();
  const question = `Kan I også lave trappen? (${stamp})`;
  await offer.getByRole('button', { name: 'Skriv besked' }).click();
  const modal = customer.getByTestId('message-modal');
  await modal.getByLabel('Skriv en besked').fill(question);
  await modal.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(modal.getByTestId('thread').getByText(question)).toBeVisible();
  const row = company.locator(`[data-testid="conversation"][data-job-id="${jobId}"]`);
  await expect(row).toContainText(question, { timeout: 5_000 });
  await expect(company.getByTestId('messages-link').getByTestId('unread-dot')).toHaveText(/^[1-9]\d*$/);
});
