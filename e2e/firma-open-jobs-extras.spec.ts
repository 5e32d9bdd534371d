// Journey: the company's open jobs tab with the real service. The pricelist notice is forced open
// (issue 34: Escape does not close it), links to the help page and, once read
// (/firma/modal_prise_read), stays away; 'Se beskrivelse' and ?jobid=
// open the job's description (/firma/modal_discription_job); the search helper
// (/firma/search_city_category) filters by a city's zip or opens a category, whose score
// (/ajax/firma/infocategoryscore) and answers filter (/firma/find_checked) are used; a listed
// job's 'Byd' passes the bid modal check (/ajax/firma/modal_bid) and the form opens. Nothing is
// bid or changed on the demo data, so other journeys keep their jobs. Screenshots at 1366 and 390 px.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { shootAtEachWidth } from './support/screenshots';

test.use({ storageState: storageStateFor('firma') });

/** A modal is shot as the screen shows it; a page whole, from the top (where the sticky header belongs). */

test('descriptions, ?jobid=, the search helper, a category filter and score, and the pricelist notice', async ({
  page,
}) => {
  // The saved company has read the notice (auth.setup.ts); this journey's company has not.
  await page.context().clearCookies({ name: /^popuppriselist_/ });
  await page.goto('/firma/opgaver');
  const notice = page.getByTestId('price-list-notice');
  // The notice waits while the start checklist is shown (docs/decisions.md): 'Skjul' it first.
  const checklist = page.getByTestId('start-checklist');
  await expect(checklist.or(notice)).toBeVisible();
  if (await checklist.isVisible())
    await checklist.getByRole('button', { name: 'Skjul tjeklisten Kom godt i gang' }).click();
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Foreslå ændringer til prislisten' })).toHaveAttribute(
    'href',
    '/hjaelp/firma?title=1',
  );
  // Forced open: Escape leaves it, and the page behind waits until it is read.
  await page.keyboard.press('Escape');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Luk' })).toHaveCount(0);
  await notice.getByRole('button', { name: 'Forstået – vis ikke igen' }).click();
  await expect(page.getByTestId('notification').first()).toBeVisible();
  await expect(notice).toHaveCount(0);

  // 'Se beskrivelse' on the first card shows the job with the customer's answers.
  const first = page.getByTestId('open-job').first();
  const headline = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: 'Se beskrivelse' }).click();
  const description = page.getByTestId('job-description-modal');
  await expect(description.locator('.job-headline')).toHaveText(headline);
  await expect(description.getByText('Job-ID')).toBeVisible();
  await description.getByRole('button', { name: 'Luk' }).click();
  await expect(description).toHaveCount(0);

  // A city from the helper filters by its zip code.
  const helper = page.getByLabel('By, postnummer eller kategori');
  await helper.fill('2620');
  const suggestions = page.getByTestId('city-category-suggestions');
  await suggestions.getByText('2620 Albertslund').click();
  await expect(page.getByLabel('Søg i opgaver')).toHaveValue('2620');
  await expect(page.getByTestId('open-job').first()).toContainText('2620');
  await expect(page.getByTestId('open-job').filter({ hasNotText: '2620' })).toHaveCount(0);

  // A category from the helper: its open jobs, the company's score there, then its answers filter.
  await helper.fill('male');
  await suggestions.getByText(/^Maler/).click();
  const panel = page.getByTestId('category-filter');
  await expect(panel.getByRole('heading', { name: 'Opgaver i Maler' })).toBeVisible();
  const total = panel.locator('[data-total]');
  await expect(total).toHaveAttribute('data-total', /^[1-9]\d*$/);
  const unfiltered = Number(await total.getAttribute('data-total'));
  await panel.getByRole('button', { name: 'Din score i Maler' }).click();
  const score = page.getByTestId('category-score-modal');
  await expect(score.getByRole('heading', { name: 'Din score i Maler' })).toBeVisible();
  await expect(score.getByText('Dine tilbud')).toBeVisible();
  await score.getByRole('button', { name: 'Luk' }).click();

  await panel.getByLabel('Lofter').check();
  await panel.getByRole('button', { name: 'Vis opgaver' }).click();
  await expect.poll(async () => Number(await total.getAttribute('data-total'))).toBeLessThan(unfiltered);
  await expect(panel.getByText('Maling af stue og to værelser')).toBeVisible();
  await shootAtEachWidth(page, 'firma-open-jobs-category');

  const biddable = panel
    .locator('.job-item')
    .filter({ has: page.getByRole('button', { name: 'Byd' }) })
    .first();
  const bidHeadline = (await biddable.locator('.job-headline').textContent()) ?? '';
  const check = page.waitForResponse((r) => r.url().endsWith('/ajax/firma/modal_bid'));
  await biddable.getByRole('button', { name: 'Byd' }).click();
  expect((await check).status()).toBe(200);
  const bid = page.getByTestId('bid-modal');
  await expect(bid.getByRole('heading')).toContainText(bidHeadline);
  await bid.getByRole('button', { name: 'Fortryd' }).click();
  await expect(bid).toHaveCount(0);
  await panel.getByRole('button', { name: 'Fjern kategorien' }).click();
  await expect(panel).toHaveCount(0);

  // ?jobid= marks that job, scrolls to it and opens its description.
  const last = page.getByTestId('open-job').last();
  const jobId = await last.getAttribute('data-job-id');
  await page.goto(`/firma/opgaver?jobid=${jobId}`);
  const marked = page.locator(`[data-testid="open-job"][data-job-id="${jobId}"]`);
  await expect(marked).toHaveAttribute('aria-current', 'true');
  await expect(description.locator('.job-description')).toHaveAttribute('data-job-id', String(jobId));
  await expect(marked).toBeInViewport();
  await shootAtEachWidth(page, 'firma-open-jobs-description', { fullPage: false });
  await description.getByRole('button', { name: 'Luk' }).click();
  await expect(description).toHaveCount(0);

  // The pricelist notice, once read, does not come back.
  await page.reload();
  await expect(page.getByTestId('open-job').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});
