// Journey: a visitor finds a company on the listing pages (SPEC §2 listing pages, §5/§8 score needs
// the zip code first). From /firmaer the category, region and town selects navigate to their links;
// sorting by score without a zip code gives the alert 'Indtast først postnummeret' and changes
// nothing; with 2100 the cards come by falling score; a checkbox filter is a name=1 flag in the
// address; a card leads to the company's profile and back keeps every choice. A choice without
// companies and an unknown category are said in Danish. Read-only: no demo record is used up.
// Screenshots at 1366 and 390 px, with nothing sticking out sideways.
import { expect, test, type Page } from '@playwright/test';
import { shootAtEachWidth } from './support/screenshots';

const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

test.use({ viewport: { width: 1366, height: 900 }, locale: 'da-DK' });

test('a visitor finds a company by category, region, zip code, score and a filter', async ({ page }) => {
  await page.goto('/firmaer');
  await expect(page.getByRole('heading', { level: 1, name: 'Find et firma' })).toBeVisible();
  await expect(page.getByTestId('listing-summary')).toHaveText(/^\d+ firmaer i hele landet$/);
  await expect(page.getByTestId('listing-company').first()).toBeVisible();
  await expect(page.getByTestId('listing-city')).toBeDisabled();

  await page.getByLabel('Kategori').selectOption({ label: 'Tømrer' });
  await expect.poll(() => path(page)).toBe('/firmaer/toemrer');
  await page.getByLabel('Region').selectOption({ label: 'Region Hovedstaden' });
  await expect.poll(() => path(page)).toBe('/firmaer/toemrer/region-hovedstaden');
  await expect(page.getByTestId('listing-summary')).toHaveText(
    /firmaer inden for Tømrer i Region Hovedstaden$/,
  );

  // Score needs the zip code first.
  await page.getByLabel('Sorter efter').selectOption('score');
  await expect(
    page.getByTestId('notification').filter({ hasText: 'Indtast først postnummeret' }),
  ).toBeVisible();
  await expect(page.getByLabel('Dit postnummer')).toBeFocused();
  await expect(page.getByLabel('Sorter efter')).toHaveValue('bedoemmelse');
  expect(path(page)).toBe('/firmaer/toemrer/region-hovedstaden');

  await page.getByLabel('Dit postnummer').fill('2100');
  await page.getByLabel('Sorter efter').selectOption('score');
  await expect.poll(() => path(page)).toBe('/firmaer/toemrer/region-hovedstaden?postnummer=2100&score=1');
  await expect(page.getByTestId('listing-summary')).toContainText('nærmest 2100 København Ø');
  // Pro+ companies come first (their plan promises it), then the score, highest first.
  const ranked = await page.getByTestId('listing-company').evaluateAll((nodes) =>
    nodes.map((node) => ({
      proPlus: node.querySelector('[data-testid="listing-pro-plus"]') !== null,
      score: Number(
        (node.querySelector('[data-testid="listing-score"]')?.textContent ?? '').replace(/\D/g, ''),
      ),
    })),
  );
  expect(ranked.length).toBeGreaterThan(1);
  expect(ranked[0].proPlus).toBe(true);
  const byPlanThenScore = [...ranked].sort(
    (a, b) => Number(b.proPlus) - Number(a.proPlus) || b.score - a.score,
  );
  expect(ranked).toEqual(byPlanThenScore);
  await shootAtEachWidth(page, 'company-listing-score');

  // The box is checked by the address it leads to: click, then wait for the address (check() would
  // look at the box before the navigation has landed on a busy machine).
  await page.getByRole('checkbox', { name: 'med betalt abonnement' }).click();
  await expect
    .poll(() => path(page))
    .toBe('/firmaer/toemrer/region-hovedstaden?postnummer=2100&score=1&abonnement=1');
  await expect(page.getByRole('checkbox', { name: 'med betalt abonnement' })).toBeChecked();
  const cards = page.getByTestId('listing-company');
  await expect(cards.first()).toBeVisible();
  // A paid plan shows as 'Pro-firma', a Pro+ plan as 'Pro+-firma'.
  for (const card of await cards.all()) await expect(card.getByText(/^Pro\+?-firma$/)).toBeVisible();

  await page.getByLabel('By', { exact: true }).selectOption({ label: 'Brøndby' });
  await expect
    .poll(() => path(page))
    .toBe('/firmaer/toemrer/region-hovedstaden/broendby?postnummer=2100&score=1&abonnement=1');
  const demo = cards.filter({ hasText: 'Demo Byg & Anlæg ApS' });
  await expect(demo).toContainText('2605 Brøndby');
  await expect(demo.getByTestId('listing-score')).toHaveText(/^Score \d+$/);
  await shootAtEachWidth(page, 'company-listing');

  await demo.getByRole('link', { name: 'Demo Byg & Anlæg ApS', exact: true }).click();
  await expect(page).toHaveURL(/\/demo-byg-anlaeg$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Byg & Anlæg ApS' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: 'med betalt abonnement' })).toBeChecked();
  await expect(page.getByLabel('Sorter efter')).toHaveValue('score');
  await expect(page.getByLabel('Dit postnummer')).toHaveValue('2100');
});

test('a choice without companies says so; an unknown category is said in Danish', async ({ page }) => {
  await page.goto('/firmaer/toemrer/region-nordjylland/aalborg');
  await expect(page.getByText('Ingen firmaer matcher dit valg')).toBeVisible();
  await expect(page.getByLabel('By', { exact: true }).locator('option:checked')).toHaveText('Aalborg');
  await shootAtEachWidth(page, 'company-listing-empty');
  await page.getByRole('link', { name: 'Se alle firmaer' }).click();
  await expect.poll(() => path(page)).toBe('/firmaer');
  await expect(page.getByTestId('listing-company').first()).toBeVisible();

  await page.goto('/firmaer/findes-ikke');
  await expect(page.getByText('Kategorien findes ikke. Vælg venligst en kategori.')).toBeVisible();
});
