// Journey: the demo company's bookings as a calendar feed. The calendar modal (opened from booking
// 270's calendar icon) shows the feed's secret address; fetched without a login it is text/calendar
// with the confirmed bookings as VEVENTs in Copenhagen time. 'Lav nyt link' asks first, then shows
// a new address; the old one answers 404 with a Danish text. The modal with the feed is shot at
// 1366 and 390 px (e2e/screenshots, git-ignored). No other journey uses the feed.
import { expect, request, test, type Page } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

test.use({ storageState: storageStateFor('firma') });

async function openCalendar(page: Page, phone: boolean): Promise<void> {
  await page.goto('/firma/opgaver/dine-vundne-opgaver');
  await expect(page.getByTestId('won-job').first()).toBeVisible();
  if (phone) await page.getByTestId('sidebar-phone-toggle').click();
  await page.getByRole('button', { name: 'Dine bookinger' }).click();
  await page
    .locator('[data-testid="booking-row"][data-contact-id="270"]')
    .getByRole('button', { name: /Åbn kalenderen/ })
    .click();
  await expect(page.getByTestId('calendar-modal')).toBeVisible();
}

/** The feed fetched as a calendar program does: no cookie, no session. */
async function fetchFeed(url: string): Promise<{ status: number; type: string; body: string }> {
  const calendarApp = await request.newContext();
  try {
    const response = await calendarApp.get(url);
    return {
      status: response.status(),
      type: response.headers()['content-type'] ?? '',
      body: await response.text(),
    };
  } finally {
    await calendarApp.dispose();
  }
}

test('the calendar modal gives the feed address; it answers the confirmed bookings, and a new link ends the old', async ({
  page,
  baseURL,
}) => {
  await openCalendar(page, false);
  const feed = page.getByTestId('calendar-feed');
  await expect(feed.getByRole('heading', { name: 'Abonnér i din kalenderapp' })).toBeVisible();
  const field = feed.getByRole('textbox', { name: 'Dit kalenderlink' });
  await expect(field).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  const oldUrl = await field.inputValue();
  expect(oldUrl.startsWith(`${baseURL}/ical/`)).toBe(true);

  const calendar = await fetchFeed(oldUrl);
  expect(calendar.status).toBe(200);
  expect(calendar.type).toBe('text/calendar; charset=utf-8');
  expect(calendar.body).toContain('BEGIN:VCALENDAR\r\n');
  expect(calendar.body).toContain('X-WR-CALNAME:Opgavetorvet: bookinger for ');
  expect(calendar.body).toMatch(/BEGIN:VEVENT\r\n/);
  expect(calendar.body).toMatch(/DTSTART(;TZID=Europe\/Copenhagen:\d{8}T\d{6}|;VALUE=DATE:\d{8})\r\n/);

  await feed.getByRole('button', { name: 'Lav nyt link' }).click();
  const question = feed.getByRole('group', { name: 'Lav et nyt kalenderlink?' });
  await expect(question).toContainText('Det gamle link holder op med at virke');
  await question.getByRole('button', { name: 'Ja, lav nyt link' }).click();
  await expect(feed.getByRole('status')).toHaveText(
    'Der er lavet et nyt kalenderlink. Det gamle virker ikke længere.',
  );
  await expect(field).not.toHaveValue(oldUrl);
  const newUrl = await field.inputValue();

  const gone = await fetchFeed(oldUrl);
  expect(gone.status).toBe(404);
  expect(gone.body).toContain('Kalenderen findes ikke');
  expect((await fetchFeed(newUrl)).body).toMatch(/BEGIN:VEVENT\r\n/);
});

for (const width of WIDTHS) {
  test(`the calendar modal with its feed at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewportOf(width));
    await openCalendar(page, width < 980);
    const modal = page.getByTestId('calendar-modal');
    const feed = page.getByTestId('calendar-feed');
    const feedInsideModal = async () => {
      const [box, modalBox] = [await feed.boundingBox(), await modal.boundingBox()];
      expect(box && modalBox && box.x + box.width <= modalBox.x + modalBox.width + 0.5).toBe(true);
    };
    await expect(feed.getByRole('textbox', { name: 'Dit kalenderlink' })).toHaveValue(/\.ics$/);
    await feed.scrollIntoViewIfNeeded();
    await feedInsideModal();
    await shoot(page, 'firma-ical', { fullPage: false });
    await feed.getByRole('button', { name: 'Lav nyt link' }).click();
    await expect(feed.getByRole('group')).toBeVisible();
    await feed.getByRole('button', { name: 'Behold det nuværende link' }).scrollIntoViewIfNeeded();
    await feedInsideModal();
    await shoot(page, 'firma-ical-confirm', { fullPage: false });
    await feed.getByRole('button', { name: 'Behold det nuværende link' }).click();
    await expect(feed.getByRole('group')).toHaveCount(0);
  });
}
