// The phone loop's steps (e2e/full-loop-phone.spec.ts): a phone-sized page per role, a page checked
// with axe and shot, moving through the phone header's 'Menu', posting a Tømrer job, a company's bid,
// the customer's choice and the company's way to its won jobs.
import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoLogins, storageStateFor, type DemoRole } from './demo-logins';
import { waitForMail } from './mailbox';
import { shoot, viewportOf } from './screenshots';

export const COMPANY = 'Demo Byg & Anlæg ApS';
export const PASSWORD = 'terrasse-kode-7';

export async function phonePage(browser: Browser, role?: DemoRole): Promise<Page> {
  const context = await browser.newContext({
    storageState: role ? storageStateFor(role) : undefined,
    viewport: viewportOf(390),
    locale: 'da-DK',
  });
  return context.newPage();
}

/** Axe on the page as it is, then a screenshot of the window (nothing may stick out sideways). */
export async function check(page: Page, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, name);
  await shoot(page, `full-loop-${name}`, { fullPage: false });
}

/** Opens the phone header's 'Menu' and follows one of its links. */
export async function viaMenu(page: Page, link: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('header-menu').getByRole('link', { name: link, exact: true }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}

/** 'YYYY-MM-DD' this many days from today. */
export const dayFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const note = (page: Page, text: string | RegExp) =>
  page.getByTestId('notification').filter({ hasText: text }).first();
export const wonJob = (page: Page, contactId: number) =>
  page.locator(`[data-testid="won-job"][data-contact-id="${contactId}"]`);

/** From the home page's search to the create-job form in Tømrer. */
export async function startTømrerJob(page: Page): Promise<void> {
  const search = page.getByTestId('category-search');
  await search.fill('tømrer');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Tømrer/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/createjob\/toemrer/);
  await expect(page.getByTestId('create-job-form')).toBeVisible();
}

/** The company opens the new-job mail's link and bids on the job. */
export async function companyBids(
  company: Page,
  headline: string,
  jobId: number,
  amount: string,
): Promise<void> {
  const mail = await waitForMail(demoLogins.firma.email, new RegExp(`^Ny opgave: ${headline}$`));
  const link = new RegExp(`(http://127\\.0\\.0\\.1:\\d+/firma/opgaver\\?jobid=${jobId})`).exec(
    mail.text ?? '',
  )?.[1];
  expect(link, mail.text).toBeTruthy();
  await company.goto(link!);
  const description = company.getByRole('dialog');
  await expect(description).toContainText(headline);
  await description.getByRole('button', { name: 'Luk' }).first().click();
  await expect(description).toHaveCount(0);
  const card = company.locator(`[data-testid="open-job"][data-job-id="${jobId}"]`);
  await card.getByRole('button', { name: 'Giv tilbud' }).click();
  const bid = company.getByTestId('bid-modal');
  await bid.getByLabel(/^Pris/).fill(amount);
  await bid.getByLabel(/^Kommentar/).fill('Vi kan starte om to uger. Materialer er med i prisen.');
}

/** The customer chooses the demo company on her job's page; returns the contact id. */
export async function customerChooses(customer: Page, headline: string): Promise<number> {
  await viaMenu(customer, 'Mine opgaver');
  await expect(customer).toHaveURL(/\/bruger\/opgaver$/);
  await customer.getByRole('link', { name: headline }).click();
  await expect(customer.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  const offer = customer.getByTestId('offer').filter({ hasText: COMPANY });
  await offer.getByRole('button', { name: 'Vælg firma' }).click();
  const confirm = customer.getByRole('dialog', { name: `Vælg ${COMPANY} til opgaven?` });
  await expect(confirm).toContainText('Valget kan ikke fortrydes.');
  return Number(await offer.getAttribute('data-contact-id'));
}

/** The company goes to its won jobs through the menu and the portal's tabs. */
export async function toWonJobs(company: Page): Promise<void> {
  await viaMenu(company, 'Opgaver i udbud');
  await company
    .getByRole('navigation', { name: 'Firmamenu' })
    .getByRole('link', { name: 'Dine vundne opgaver' })
    .click();
  await expect(company.getByRole('heading', { level: 1, name: 'Dine vundne opgaver' })).toBeVisible();
}
