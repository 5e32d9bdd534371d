// Journey: a logged-in company opens its landing page. The page comes with a picture of its open
// jobs, drawn by the service with the remote's own components, so the list is on the screen before
// any JavaScript has run; once the page has started, its own list takes the picture's place at
// once, never a loading state between, and the remote's stylesheets the page carried are not
// fetched again. The customer's and the administrator's landing lists come drawn the same way.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';

test.use({ storageState: storageStateFor('firma') });

/** The headlines of the open jobs the page carries (its first replies, read from the page itself). */
async function carriedHeadlines(page: import('@playwright/test').Page): Promise<string[]> {
  const text = await page.locator('script#first-replies').textContent();
  const replies = JSON.parse(text ?? '{}') as Record<string, { jobs?: { headline: string }[] }>;
  return (replies['/api/firma/opgaver?page=1']?.jobs ?? []).map((job) => job.headline);
}

test.describe('before the JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the company's open jobs are on the screen", async ({ page }) => {
    await page.goto('/firma/opgaver');
    const headlines = await carriedHeadlines(page);
    expect(headlines.length).toBeGreaterThan(0);
    await expect(page.locator('#first-screen h1')).toHaveText('Opgaver i udbud');
    await expect(page.locator('#first-screen .job-card h2')).toHaveText(headlines);
    // What comes first under the title is on the screen: the start checklist while the demo company
    // has items to do (issue 31: it has no logo), else the first job.
    await expect(
      page.locator('#first-screen .start-checklist, #first-screen .job-card').first(),
    ).toBeInViewport();
  });
});

test("the page's own list takes the picture's place, with no loading state between", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: { listAtHandOver: boolean | null } = { listAtHandOver: null };
    (window as unknown as { handOver: typeof seen }).handOver = seen;
    new MutationObserver((changes, observer) => {
      for (const change of changes)
        for (const node of change.removedNodes)
          if (node instanceof HTMLElement && node.id === 'first-screen') {
            const root = document.getElementById('root');
            seen.listAtHandOver =
              root?.querySelector('[data-testid="open-job"]') !== null &&
              root?.querySelector('.spinner') === null;
            observer.disconnect();
          }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/firma/opgaver');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByTestId('open-job').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { handOver: unknown }).handOver)).toEqual({
    listAtHandOver: true,
  });
  // The remote's stylesheets came with the page: its stylesheet loader fetched none of them again.
  const carried = await page
    .locator('head style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href') ?? ''));
  expect(carried.length).toBeGreaterThan(0);
  for (const file of carried)
    await expect(page.locator(`link[rel="stylesheet"][href$="/${file}"]`)).toHaveCount(0);
  // The page's own list works: a job's description opens from it.
  await page.getByTestId('open-job').first().getByRole('button', { name: 'Se beskrivelse' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const portal of [
  { role: 'bruger', path: '/bruger/opgaver', reply: '/api/bruger/opgaver', card: '.job-card h2' },
  {
    role: 'admin',
    path: '/admin/annulleringer',
    reply: '/api/admin/annulleringer',
    card: '.cancellation-card h2',
  },
] as const) {
  test.describe(`the ${portal.role}'s landing page before the JavaScript runs`, () => {
    test.use({ storageState: storageStateFor(portal.role), javaScriptEnabled: false });

    test('shows the list the page carries', async ({ page }) => {
      await page.goto(portal.path);
      const text = await page.locator('script#first-replies').textContent();
      const replies = JSON.parse(text ?? '{}') as Record<
        string,
        { jobs?: { headline: string }[]; items?: { headline: string }[] }
      >;
      const list = replies[portal.reply];
      const headlines = (list?.jobs ?? list?.items ?? []).map((item) => item.headline);
      // An empty list has no picture: its page draws its own empty state.
      await expect(page.locator(`#first-screen ${portal.card}`)).toHaveText(headlines);
    });
  });
}
