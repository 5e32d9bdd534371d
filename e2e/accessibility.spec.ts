// Journey: axe-core on the company directory, a company profile and the job pages at a
// laptop's 1366 px and a phone's 390 px: no serious or critical WCAG 2.2 AA violation
// (support/axe.ts), e.g. a link or button whose accessible name leaves out its visible words
// (2.5.3 Label in Name). The visitor reads /firmaer and the demo company's profile; the demo
// customer that profile (with her own offers) and two of her job pages; the demo company its open
// jobs with a job's description open and its won jobs. Only reads. Screenshots of each page.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { storageStateFor } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

const DEMO_COMPANY = 'Demo Byg & Anlæg ApS';
const DEMO_SLUG = 'demo-byg-anlaeg';
/** Two of the demo customer's jobs (seeded): one open with offers, one with a confirmed supplier. */
const CUSTOMER_JOBS = ['Ny terrasse i lærketræ ca. 25 m²', 'Omfugning af facade på rækkehus'];

/** Axe on the page as it is, then a screenshot (nothing may stick out sideways). */
async function check(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, name);
  await shoot(page, `a11y-${name}`, { fullPage });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width), locale: 'da-DK' });

    test('a visitor: the company directory /firmaer and a company profile', async ({ page }) => {
      await page.goto('/firmaer');
      await expect(page.getByRole('heading', { level: 1, name: 'Find et firma' })).toBeVisible();
      const card = page.getByTestId('listing-company').first();
      await expect(card).toBeVisible();
      await check(page, 'firmaer');
      // The card's 'Se profil' link is named by its visible words, the company following them.
      const name = await card.getByRole('heading', { level: 2 }).innerText();
      await expect(card.getByRole('link', { name: `Se profil for ${name}`, exact: true })).toBeVisible();

      await page.goto(`/${DEMO_SLUG}`);
      await expect(page.getByRole('heading', { level: 1, name: DEMO_COMPANY })).toBeVisible();
      await expect(page.getByTestId('pricelist')).toBeVisible();
      await check(page, 'profile');
    });

    test.describe('the demo customer', () => {
      test.use({ storageState: storageStateFor('bruger') });

      test('a company profile with her own offers, and her job pages', async ({ page }) => {
        await page.goto(`/${DEMO_SLUG}`);
        await expect(page.getByTestId('own-offers')).toBeVisible();
        await check(page, 'profile-customer');

        for (const [index, headline] of CUSTOMER_JOBS.entries()) {
          await page.goto('/bruger/opgaver');
          await page.getByRole('link', { name: headline, exact: true }).click();
          await expect(page).toHaveURL(/\/bruger\/opgave\/\d+$/);
          await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
          await expect(page.getByTestId('offer').first()).toBeVisible();
          await check(page, `customer-job-${index + 1}`);
        }
      });
    });

    test.describe('the demo company', () => {
      test.use({ storageState: storageStateFor('firma') });

      test("its open jobs with a job's description open, and its won jobs", async ({ page }) => {
        await page.goto('/firma/opgaver');
        const job = page.getByTestId('open-job').first();
        await expect(job).toBeVisible();
        await check(page, 'open-jobs');
        await job.getByRole('button', { name: 'Se beskrivelse' }).click();
        const description = page.getByTestId('job-description-modal');
        await expect(description.getByText('Job-ID')).toBeVisible();
        await check(page, 'open-job-description', false);
        await description.getByRole('button', { name: 'Luk' }).click();
        await expect(description).toHaveCount(0);

        await page.goto('/firma/opgaver/dine-vundne-opgaver');
        await expect(page.getByRole('heading', { level: 1, name: 'Dine vundne opgaver' })).toBeVisible();
        await expect(page.getByTestId('won-job').first()).toBeVisible();
        await check(page, 'won-jobs');
      });
    });
  });
}
