// Journey (issue 10): the demo company hides an open job on /firma/opgaver with 'Skjul opgaven'; it
// is gone from the list (also after a reload: the per-company cookie), 'Vis alle' brings it back
// marked 'Skjult', and 'Vis opgaven igen' shows it for good. The cookies live in this test's own
// browser context, so other journeys see every job. Screenshots at 1366 and 390 px. Journeys on the
// other worker post and end jobs meanwhile, so the count shown is held against the service's count
// read at the same moment, never against a number read before.
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

test.use({ storageState: storageStateFor('firma') });

/** The open-jobs count the service gives now, without or with the hidden ones (this context's cookie). */
async function totalNow(page: Page, showAll: boolean): Promise<number> {
  const reply = await page.request.get(`/api/firma/opgaver${showAll ? '?vis_alle=true' : ''}`);
  return ((await reply.json()) as { total: number }).total;
}

/** The page, reloaded, says the count the service gives at that moment (retried while others change it). */
async function expectShownTotalIsCurrent(page: Page): Promise<void> {
  await expect(async () => {
    await page.reload();
    const shown = await page.getByTestId('open-jobs-total').textContent();
    expect(Number(shown?.match(/\d+/)?.[0])).toBe(await totalNow(page, false));
  }).toPass({ timeout: 20_000 });
}

for (const width of WIDTHS) {
  test(`a company hides a job and shows it again at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewportOf(width));
    await page.goto('/firma/opgaver');
    const second = page.getByTestId('open-job').nth(1);
    await expect(second).toBeVisible();
    const jobId = await second.getAttribute('data-job-id');
    const card = page.locator(`[data-testid="open-job"][data-job-id="${jobId}"]`);

    await card.getByTestId('hide-job').click();
    await expect(card).toHaveCount(0);
    // The hidden job is left out of the count: one fewer than with the hidden ones, read together.
    await expect(async () => {
      expect((await totalNow(page, true)) - (await totalNow(page, false))).toBe(1);
    }).toPass({ timeout: 20_000 });
    await expectShownTotalIsCurrent(page);
    await expect(page.getByTestId('open-job').first()).toBeVisible();
    await expect(card).toHaveCount(0);
    const toggle = page.getByRole('checkbox', { name: 'Vis alle, også 1 skjult opgave' });
    await expect(toggle).toBeVisible();
    await shoot(page, 'firma-open-jobs-hidden', { fullPage: false });

    await toggle.check();
    await expect(card).toBeVisible();
    await expect(card.getByText('Skjult', { exact: true })).toBeVisible();
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shoot(page, 'firma-open-jobs-show-all', { fullPage: false });

    await card.getByTestId('show-job').click();
    await expect(card.getByText('Skjult', { exact: true })).toHaveCount(0);
    // With nothing hidden any more, turning 'Vis alle' off also takes the switch away.
    await page.getByTestId('show-all-jobs').click();
    await expect(page.getByTestId('show-all-jobs')).toHaveCount(0);
    await expect(card).toBeVisible();
    await expect(async () => {
      expect(await totalNow(page, true)).toBe(await totalNow(page, false));
    }).toPass({ timeout: 20_000 });
    await expectShownTotalIsCurrent(page);
    await expect(card).toBeVisible();
  });
}
