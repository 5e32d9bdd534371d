// Journey: a long word (a pasted link, a made-up compound) in a job's description and in an offer's
// comment wraps on a phone instead of widening the page: the customer's job page and the company's
// description of the job. Uses only the job it creates.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CategoryDetailReply } from '@opgavetorvet/contracts';
import { postAs } from './support/api';
import { storageStateFor } from './support/demo-logins';
import { shoot } from './support/screenshots';

test.use({ storageState: storageStateFor('bruger') });

const PHONE = { width: 412, height: 823 };
const LONG_WORD = `https://eksempel.dk/${'overfladebehandlingsvejledning'.repeat(5)}`;

/** Each of these texts, and the page, fit the phone's width. */
async function expectWithinPhone(page: Page, texts: Locator, count: number): Promise<void> {
  await expect(texts).toHaveCount(count);
  for (const text of await texts.all()) {
    const box = (await text.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('a long word in a job and in an offer wraps on a phone', async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  const firma = await browser.newContext({ storageState: storageStateFor('firma'), viewport: PHONE });
  const murer = (await (await page.request.get('/api/categories/murer')).json()) as CategoryDetailReply;
  const { job_id: jobId } = await postAs<{ job_id: number }>(page.request, '/api/opgaver', {
    category_id: murer.category.id,
    headline: 'Ny sokkelpuds på udhus',
    description: `Se billederne her: ${LONG_WORD} før I giver pris.`,
    zip: '2100',
    attributes: murer.attributes
      .filter((attribute) => attribute.required)
      .map((attribute) => ({ attribute_id: attribute.id, option_id: attribute.options[0].id })),
  });
  await postAs(firma.request, '/api/firma/bud', { job_id: jobId, amount: 9500, comment: LONG_WORD });

  await page.goto(`/bruger/opgave/${jobId}`);
  // The job's description and the offer's comment.
  await expectWithinPhone(page, page.locator('.job-card__description', { hasText: LONG_WORD }), 2);
  await shoot(page, 'long-word-job-page');

  const company = await firma.newPage();
  await company.goto(`/firma/opgaver?jobid=${jobId}`);
  await expectWithinPhone(company, company.locator('.job-description .job-text', { hasText: LONG_WORD }), 1);
  await firma.close();
});
