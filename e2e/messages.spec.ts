// Journey: messages between the customer and the demo company on job 275 (Mette's facade job, the
// demo company is chosen; no other journey uses it). The customer writes from the offer's message
// modal (an empty message is refused first); the company sees the conversation with its red dot
// on /firma/beskeder, opens it (the dot goes) and answers; the customer finds the answer as the
// thread's row in the inbox on /bruger/beskeder and opens it (only that thread is read). Then screenshots of the three screens at 1366 and 390 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { storageStateFor, type DemoRole } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

const JOB_ID = 275;
const COMPANY = 'Demo Byg & Anlæg ApS';

async function pageAs(browser: Browser, role: DemoRole, width = 1366): Promise<Page> {
  const context = await browser.newContext({
    storageState: storageStateFor(role),
    viewport: viewportOf(width),
    locale: 'da-DK',
  });
  return context.newPage();
}

async function openCompanyThread(page: Page): Promise<void> {
  await page.goto(`/bruger/opgave/${JOB_ID}`);
  const offer = page.getByTestId('offer').filter({ has: page.getByRole('link', { name: COMPANY }) });
  await offer.getByRole('button', { name: 'Skriv besked' }).click();
  await expect(page.getByRole('dialog', { name: `Beskeder med ${COMPANY}` })).toBeVisible();
}

/** The logged-in company's unread messages as the service counts them at this moment. */
async function unreadNow(page: Page): Promise<number> {
  const { csrfToken } = (await (await page.request.get('/api/session')).json()) as { csrfToken: string };
  const reply = await page.request.post('/bruger2/update_number_red_dot', {
    headers: { 'x-csrf-token': csrfToken },
  });
  return ((await reply.json()) as { get_unread_messages: number }).get_unread_messages;
}

test('the customer and the company write to each other; the red dot follows the unread messages', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const question = `Kan I komme forbi torsdag og se på fugerne? (${stamp})`;
  const answer = `Ja, torsdag kl. 10 passer fint. (${stamp})`;

  const customer = await pageAs(browser, 'bruger');
  await openCompanyThread(customer);
  const modal = customer.getByTestId('message-modal');
  await modal.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText('Dette felt må ikke være tomt.');
  await modal.getByLabel('Skriv en besked').fill(question);
  await modal.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(modal.getByTestId('thread').getByText(question)).toBeVisible();
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Luk' }).click();
  // She leaves the job page, which reads the thread's new messages while it is open.
  await customer.goto('/bruger/opgaver');

  const company = await pageAs(browser, 'firma');
  await company.goto('/firma/opgaver');
  const headerLink = company.getByTestId('messages-link');
  await expect(headerLink.getByTestId('unread-dot')).toHaveText(/^[1-9]\d*$/);
  await headerLink.click();
  await expect(company).toHaveURL(/\/firma\/beskeder$/);
  const row = company.locator(`[data-testid="conversation"][data-job-id="${JOB_ID}"]`);
  await expect(row).toContainText(question);
  await expect(row.getByTestId('unread-dot')).toHaveText('1');
  // Reading the thread marks it read, and the header's dot counts again at once. Journeys running
  // beside this one write to the demo company too, so the dot is held against the count the service
  // gives now, not against the first recount seen (which may have left before the thread was read).
  await row.click();
  await expect(company).toHaveURL(/contact_id=\d+/);
  const thread = company.getByTestId('thread');
  await expect(thread.getByText(question)).toBeVisible();
  await expect(row.getByTestId('unread-dot')).toHaveCount(0);
  await expect(async () => {
    const unread = await unreadNow(company);
    const dot = headerLink.getByTestId('unread-dot');
    if (unread === 0) await expect(dot).toHaveCount(0, { timeout: 1000 });
    else await expect(dot).toHaveText(String(unread), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  const form = company.getByTestId('reply-form');
  await form.getByRole('button', { name: 'Send besked' }).click();
  await expect(form.getByRole('alert')).toHaveText('Dette felt må ikke være tomt.');
  await form.getByLabel('Skriv til Mette Hansen').fill(answer);
  await form.getByRole('button', { name: 'Send besked' }).click();
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(form.getByLabel('Skriv til Mette Hansen')).toHaveValue('');

  // Not the job page: opening it reads its messages (the thread shows there).
  await customer.goto('/bruger/opgaver');
  const customerLink = customer.getByTestId('messages-link');
  await expect(customerLink.getByTestId('unread-dot')).toHaveText(/^[1-9]\d*$/);
  await customerLink.click();
  await expect(customer).toHaveURL(/\/bruger\/beskeder$/);
  // The inbox: one row per thread; the company's answer is the row's last message, unread.
  const customerRow = customer
    .locator(`[data-testid="conversation"][data-job-id="${JOB_ID}"]`)
    .filter({ hasText: COMPANY });
  await expect(customerRow).toContainText(answer.slice(0, 20));
  await expect(customerRow.getByTestId('unread-dot')).toHaveText('1');
  await customerRow.click();
  await expect(customer.getByTestId('thread').getByText(answer)).toBeVisible();
  await expect(customerRow.getByTestId('unread-dot')).toHaveCount(0);

  await customer.context().close();
  await company.context().close();
});

for (const width of WIDTHS) {
  test(`messages screens at ${width} px`, async ({ browser }) => {
    const company = await pageAs(browser, 'firma', width);
    await company.goto('/firma/beskeder');
    await expect(company.getByTestId('conversation').first()).toBeVisible();
    await shoot(company, 'firma-beskeder');
    await company.locator(`[data-testid="conversation"][data-job-id="${JOB_ID}"]`).click();
    await expect(company.getByTestId('thread')).toBeVisible();
    await shoot(company, 'firma-beskeder-thread');

    const customer = await pageAs(browser, 'bruger', width);
    await openCompanyThread(customer);
    // A modal is fixed to the window: a full-page picture would show it mid-page.
    await shoot(customer, 'bruger-message-modal', { fullPage: false });
    await customer.goto('/bruger/beskeder');
    await expect(customer.getByTestId('conversation').first()).toBeVisible();
    await shoot(customer, 'bruger-beskeder');
    await customer
      .locator(`[data-testid="conversation"][data-job-id="${JOB_ID}"]`)
      .filter({ hasText: COMPANY })
      .click();
    await expect(customer.getByTestId('thread')).toBeVisible();
    await shoot(customer, 'bruger-beskeder-thread');

    await customer.context().close();
    await company.context().close();
  });
}
