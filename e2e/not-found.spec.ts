// Journey: an address that is no page. The service answers it with 404 and the shell's page, and
// the visitor sees the Danish not-found screen in the site's frame, with a way to the home page:
// 'Siden findes ikke' for an address no route names and for /{createjob_uri}/{slug} of no category,
// 'Firmaet blev ikke fundet' for /{slug} of no company. Known pages keep 200.
import { expect, test } from '@playwright/test';

test.use({ storageState: { cookies: [], origins: [] } });

test('an unknown address answers 404 with the not-found screen, and the visitor can go on', async ({
  page,
}) => {
  for (const url of ['/foo/bar', '/foo/bar/baz', '/bruger/findes-ikke']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { name: 'Siden findes ikke' })).toBeVisible();
    await expect(page.getByText('Firmaet blev ikke fundet')).toHaveCount(0);
  }
  await expect(page.locator('.site-header')).toBeVisible();
  await page.getByRole('link', { name: 'Gå til forsiden' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.hero__title')).toBeVisible();
});

test('a company profile of no company answers 404; a known one and a category page 200', async ({ page }) => {
  const unknown = await page.goto('/findes-ikke-firma');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText('Firmaet blev ikke fundet')).toBeVisible();
  expect((await page.goto('/demo-byg-anlaeg'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Byg & Anlæg ApS' })).toBeVisible();
  expect((await page.goto('/createjob/toemrer'))?.status()).toBe(200);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});
