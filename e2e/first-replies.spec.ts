// Journey: a logged-in company opens its landing page; the page came with its session and its
// first page of open jobs, so the cards show without the browser asking for either, and another
// area and the next page of the list are asked for as usual (the demo company's own regions hold
// one page, all of Denmark several). The page's head preloads mfe-firma's routes and the open
// jobs page's chunk, named in the remote build's chunks.json.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';

test.use({ storageState: storageStateFor('firma') });

test("the company's open jobs show without a call for the session or the list", async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/firma/opgaver');
  await expect(page.getByTestId('open-job').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log ud' })).toBeVisible();
  const preloaded = page.locator('head link[rel="preload"]');
  await expect(
    preloaded.and(page.locator('[href^="/remotes/mfe-firma/expose-routes."]')).first(),
  ).toBeAttached();
  await expect(
    preloaded.and(page.locator('[href^="/remotes/mfe-firma/page-firma-opgaver."]')).first(),
  ).toBeAttached();
  expect(calls.filter((call) => call === '/api/session' || call.startsWith('/api/firma/opgaver'))).toEqual(
    [],
  );

  await page.getByLabel('Område').selectOption({ label: 'Hele Danmark' });
  await expect
    .poll(() => calls.some((call) => /^\/api\/firma\/opgaver\?.*omraade=alle/.test(call)))
    .toBe(true);
  await page.getByRole('navigation', { name: 'Sider' }).getByRole('button', { name: 'Næste' }).click();
  await expect
    .poll(() => calls.some((call) => /^\/api\/firma\/opgaver\?(?=.*page=2)(?=.*omraade=alle)/.test(call)))
    .toBe(true);
});
