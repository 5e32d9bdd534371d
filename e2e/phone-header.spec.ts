// The phone header (issue 10): at 390×844 the header is one row of at most 64 px for a visitor, a
// customer, a company and the administrator; its 'Menu' button opens the navigation (aria-expanded)
// and Escape closes it. The company's sidebar is behind its own button, so the page's content starts
// near the top. Screenshots of each landing page, menu shut and open, at 390 and 1366 px.
import { expect, test, type Page } from '@playwright/test';
import { demoLogins, storageStateFor, type DemoRole } from './support/demo-logins';
import { picture } from './support/screenshots';

const roles = ['visitor', ...(Object.keys(demoLogins) as DemoRole[])] as const;
const landing = (role: (typeof roles)[number]) => (role === 'visitor' ? '/' : demoLogins[role].landing);

async function headerHeight(page: Page): Promise<number> {
  return page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height);
}

for (const role of roles) {
  test.describe(`${role}`, () => {
    if (role !== 'visitor') test.use({ storageState: storageStateFor(role) });

    test('phone: a header of at most 64 px whose menu opens and closes', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(landing(role));
      const button = page.getByTestId('header-menu-button');
      await expect(button).toBeVisible();
      if (role !== 'visitor') await expect(page.getByTestId('logout')).toBeHidden();
      else await expect(page.getByTestId('login-open')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const height = await headerHeight(page);
      console.log(`header height at 390 px, ${role}: ${height} px`);
      expect(height).toBeLessThanOrEqual(64);
      await picture(page, `phone-header-${role}-390.png`);

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('language-select')).toBeVisible();
      if (role !== 'visitor') await expect(page.getByTestId('logout')).toBeVisible();
      await picture(page, `phone-header-${role}-open-390.png`);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await expect(page.getByTestId('language-select')).toBeHidden();
      expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    });

    test('desktop: the whole header in one row, no menu button', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(landing(role));
      await expect(page.getByTestId('header-menu-button')).toBeHidden();
      await expect(page.getByTestId('language-select')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await headerHeight(page)).toBeLessThanOrEqual(80);
      await picture(page, `phone-header-${role}-1366.png`);
    });
  });
}

test.describe('company sidebar on a phone', () => {
  test.use({ storageState: storageStateFor('firma') });

  test('is behind its own button and the won jobs start near the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/firma/opgaver/dine-vundne-opgaver');
    const toggle = page.getByTestId('sidebar-phone-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('sidebar-bookings')).toBeHidden();
    const firstCard = page.getByTestId('won-job').first();
    await expect(firstCard).toBeVisible();
    const top = await firstCard.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    console.log(`first won job starts ${top} px down at 390 px`);
    expect(top).toBeLessThan(844 / 2);
    await picture(page, 'phone-firma-vundne-390.png');
    await toggle.click();
    await expect(page.getByTestId('sidebar-bookings')).toBeVisible();
    await picture(page, 'phone-firma-sidebar-open-390.png');
  });
});
