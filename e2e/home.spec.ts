// Journey: a visitor on the home page searches for a category and is led to create a job in it.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1366, height: 900 } });

test('the home page speaks Danish and focuses the category search box on desktop', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', /^da/);
  const search = page.getByTestId('category-search');
  await expect(search).toBeVisible();
  await expect(search).toBeFocused();
  await expect(page.getByTestId('login-open')).toHaveText('Log ind');
});

test('typing a category shows at most 10 suggestions and Enter leads to /createjob in it', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('category-search').fill('tømrer');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText(/tømrer/i);
  expect(await options.count()).toBeLessThanOrEqual(10);
  await page.getByTestId('category-search').press('ArrowDown');
  await page.getByTestId('category-search').press('Enter');
  await expect(page).toHaveURL(/\/createjob\/[a-z0-9-]+/);
  await expect(page.locator('[data-remote="mfe-bruger"]')).toBeVisible();
});

test('clicking a suggestion leads to creating a job in that category', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('category-search').fill('flyt');
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toContainText(/flyt/i);
  await first.click();
  await expect(page).toHaveURL(/\/createjob\/[a-z0-9-]+/);
});

test('on a phone the search has its button under the field, and it leads to /createjob', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByTestId('category-search').fill('tømrer');
  const button = page.getByRole('button', { name: 'Opret opgave' });
  await expect(button).toBeVisible();
  const [field, box] = [await page.getByTestId('category-search').boundingBox(), await button.boundingBox()];
  expect(box!.y).toBeGreaterThan(field!.y + field!.height - 1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await button.click();
  await expect(page).toHaveURL(/\/createjob\/[a-z0-9-]+/);
});
