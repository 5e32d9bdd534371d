// Journey: the demo company on its won jobs and booking sidebar. Page 9 lands on page 1; on job
// 246 (contact 431) it proposes changes (empty text refused, back and forth) and then confirms;
// the contract of job 217 (contact 378, unseen) opens and its unseen dot goes; contact 269 asks to
// cancel and undoes it; contact 65 (page 2) finishes with a final price. The sidebar loads page 2
// by scrolling, searches, opens the calendar of contact 270 and follows its event to /bookings/270.
// Contacts 597, 565, 328 (and the customer's own jobs) are left to the other journeys.
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

test.use({ storageState: storageStateFor('firma') });

const wonJob = (page: Page, contactId: number) =>
  page.locator(`[data-testid="won-job"][data-contact-id="${contactId}"]`);
const note = (page: Page, text: string | RegExp) =>
  page.getByTestId('notification').filter({ hasText: text }).first();

test('the company answers, cancels and undoes, and finishes its won jobs', async ({ page }) => {
  await page.goto('/firma/opgaver/dine-vundne-opgaver?page=9');
  await expect(page).toHaveURL(/\/firma\/opgaver\/dine-vundne-opgaver$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dine vundne opgaver' })).toBeVisible();
  await expect(page.getByText('Side 1 af 2')).toBeVisible();

  // Yes with changes, back, an empty text refused, then sent; then yes.
  const answered = wonJob(page, 431);
  await answered.getByRole('button', { name: 'Bekræft opgaven' }).click();
  await page.getByTestId('decision-modal').getByRole('button', { name: 'Ja, med ændringer' }).click();
  const changes = page.getByTestId('changes-modal');
  await changes.getByRole('button', { name: 'Tilbage' }).click();
  await page.getByTestId('decision-modal').getByRole('button', { name: 'Ja, med ændringer' }).click();
  await changes.getByRole('button', { name: 'Send ændringer' }).click();
  await expect(changes.getByRole('alert')).toHaveText('Indtast venligst en tekst');
  await changes
    .getByLabel('Dine ændringer til aftalen')
    .fill('Vi kan først starte om to uger, men holder prisen.');
  await changes.getByRole('button', { name: 'Send ændringer' }).click();
  await expect(changes).toHaveCount(0);
  await expect(note(page, 'Dine ændringer er sendt til kunden.')).toBeVisible();
  await expect(answered).toHaveAttribute('data-state', 'changes_proposed');
  await answered.getByRole('button', { name: 'Bekræft opgaven' }).click();
  await page.getByTestId('decision-modal').getByRole('button', { name: 'Ja', exact: true }).click();
  await expect(note(page, 'Opgaven er bekræftet')).toBeVisible();
  await expect(answered).toHaveAttribute('data-state', 'confirmed');
  await expect(answered.getByRole('button', { name: 'Afslut opgave' })).toBeVisible();

  // The contract of an unseen booking; opening it marks the booking seen.
  const unseen = wonJob(page, 378);
  await expect(unseen.getByRole('img', { name: 'Ny booking, som du ikke har set' })).toBeVisible();
  await unseen.getByRole('button', { name: 'Se kontrakt' }).click();
  const contract = page.getByRole('dialog', { name: 'Kontrakt - Job-ID 217' });
  await expect(contract.getByText('Aftalt pris')).toBeVisible();
  await contract.getByRole('button', { name: 'OK' }).click();
  await expect(contract).toHaveCount(0);
  await expect(unseen.getByRole('img', { name: 'Ny booking, som du ikke har set' })).toHaveCount(0);

  // Cancel with a reason (the text is required), look at it, then undo.
  const cancelled = wonJob(page, 269);
  await cancelled.getByRole('button', { name: 'Afslut opgave' }).click();
  const finish = page.getByTestId('finish-modal');
  await finish.getByRole('radio', { name: 'Kunden svarer ikke' }).check();
  await finish.getByRole('button', { name: 'Fortsæt' }).click();
  await finish.getByRole('button', { name: 'Send annullering' }).click();
  await expect(finish.getByRole('alert')).toHaveText('Beskriv venligst hvorfor opgaven blev annulleret');
  await finish
    .getByLabel('Beskriv, hvorfor opgaven blev annulleret')
    .fill('Kunden har ikke svaret i tre uger.');
  await finish.getByRole('button', { name: 'Send annullering' }).click();
  await expect(finish).toHaveCount(0);
  await expect(cancelled.getByText('annulleret (afventer admin)', { exact: true }).last()).toBeVisible();
  await cancelled.getByRole('button', { name: 'Se annullering' }).click();
  const cancelView = page.getByTestId('cancel-message-modal');
  await expect(cancelView.getByText('Kunden har ikke svaret i tre uger.')).toBeVisible();
  await expect(cancelView.getByText('Afventer administratorens afgørelse')).toBeVisible();
  await cancelView.getByRole('button', { name: 'OK' }).click();
  await cancelled.getByRole('button', { name: 'Fortryd' }).click();
  await expect(note(page, 'Annulleringen er fortrudt.')).toBeVisible();
  await expect(cancelled.getByRole('button', { name: 'Afslut opgave' })).toBeVisible();

  // Finish a job on page 2 with its final price: decimals are refused first.
  await page.getByTestId('pager-next').click();
  await expect(page).toHaveURL(/\?page=2$/);
  const finished = wonJob(page, 65);
  await finished.getByRole('button', { name: 'Afslut opgave' }).click();
  await finish.getByRole('radio', { name: /Opgaven er udført/ }).check();
  await finish.getByRole('button', { name: 'Fortsæt' }).click();
  await finish.getByLabel(/^Endelig pris/).fill('12500,50');
  await finish.getByRole('button', { name: 'Afslut opgave' }).click();
  await expect(finish.getByRole('alert')).toHaveText('Beløbet skal være et helt tal på højst 999999999');
  await finish.getByLabel(/^Endelig pris/).fill('12500');
  await finish.getByLabel(/^Øre/).fill('150');
  await expect(finish.getByRole('alert')).toHaveText('Øre skal være et eller to cifre, højst 99');
  await finish.getByLabel(/^Øre/).fill('50');
  await finish.getByRole('button', { name: 'Afslut opgave' }).click();
  await expect(finish.getByTestId('finish-confirm')).toContainText('12.500,50 kr.');
  await finish.getByRole('button', { name: 'Ja, afslut opgaven' }).click();
  await expect(finish.getByTestId('finish-result')).toContainText('Opgave afsluttet');
  await expect(finish.getByTestId('finish-result')).toContainText('12.500,50 kr.');
  await finish.getByRole('button', { name: 'OK' }).click();
  await expect(finished.getByText('Opgave afsluttet – 12.500,50 kr.')).toBeVisible();
});

test('the booking sidebar scrolls for more, searches, and opens a booking from its calendar', async ({
  page,
}) => {
  await page.goto('/firma/opgaver');
  const sidebar = page.getByTestId('firma-sidebar');
  await sidebar.getByRole('button', { name: 'Dine bookinger' }).click();
  const rows = sidebar.getByTestId('booking-row');
  await expect(rows).toHaveCount(20);
  await sidebar.getByTestId('booking-scroll').evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect.poll(() => rows.count()).toBeGreaterThan(20);

  await sidebar.getByLabel('Søg i bookinger').fill('ta');
  await expect(rows).toHaveCount(0);
  await expect(sidebar.getByText('Skriv mindst 3 tegn for at søge.')).toBeVisible();
  await sidebar.getByLabel('Søg i bookinger').fill('tagpap');
  await expect(sidebar.locator('[data-testid="booking-row"][data-contact-id="270"]')).toBeVisible();
  await expect(rows.filter({ hasNotText: /tagpap/i })).toHaveCount(0);

  const row = sidebar.locator('[data-testid="booking-row"][data-contact-id="270"]');
  const calendarButton = row.getByRole('button', { name: /Åbn kalenderen/ });
  await expect(calendarButton).toHaveClass(/booking-calendar--blue/);
  await calendarButton.click();
  const calendar = page.getByTestId('calendar-modal');
  await expect(calendar.getByRole('columnheader').first()).toHaveText(/^Man/);
  const event = calendar.getByTestId('calendar-event').first();
  await expect(event).toContainText('Nyt tagpaptag på garage');
  await event.getByRole('link').click();
  await expect(calendar).toHaveCount(0);
  await expect(page).toHaveURL(/\/firma\/opgaver\/dine-vundne-opgaver\/bookings\/270$/);
  await expect(row).toHaveClass(/\bactive\b/);
  await expect(sidebar.locator('.booking-row.active')).toHaveCount(1);
  expect(await page.evaluate(() => window.localStorage.getItem('bookingId'))).toBe('270');
  await expect(page.locator('[data-testid="won-job"][data-contact-id="270"]')).toHaveAttribute(
    'aria-current',
    'true',
  );

  await sidebar.getByRole('button', { name: 'Dine bookinger' }).click();
  await expect(sidebar.getByLabel('Søg i bookinger')).toHaveCount(0);
  await sidebar.getByRole('button', { name: 'Profil' }).click();
  await expect(sidebar.getByRole('link', { name: 'Firmaoplysninger' })).toBeVisible();
});

for (const width of WIDTHS) {
  test.describe(`looks at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('won jobs, sidebar, calendar, contract and finish modals', async ({ page }) => {
      await page.goto('/firma/opgaver/dine-vundne-opgaver');
      await expect(page.getByTestId('won-job').first()).toBeVisible();
      // On a phone the sidebar is behind its own button (issue 10).
      if (width < 980) await page.getByTestId('sidebar-phone-toggle').click();
      await page.getByRole('button', { name: 'Dine bookinger' }).click();
      await expect(page.getByTestId('booking-row').first()).toBeVisible();
      await shoot(page, 'firma-won-jobs', { fullPage: false });

      await page
        .locator('[data-testid="booking-row"][data-contact-id="270"]')
        .getByRole('button', { name: /Åbn kalenderen/ })
        .click();
      await expect(page.getByTestId('calendar-event').first()).toBeVisible();
      await shoot(page, 'firma-calendar', { fullPage: false });
      await page
        .getByTestId('calendar-modal')
        .getByRole('button', { name: 'Luk', exact: true })
        .last()
        .click();

      await wonJob(page, 577).getByRole('button', { name: 'Se kontrakt' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Kontrakt - Job-ID 326' }).getByText('Aftalt pris'),
      ).toBeVisible();
      await shoot(page, 'firma-contract', { fullPage: false });
      await page.getByTestId('contract-modal').getByRole('button', { name: 'OK', exact: true }).click();

      await wonJob(page, 577).getByRole('button', { name: 'Bekræft opgaven' }).click();
      await expect(page.getByTestId('decision-modal')).toBeVisible();
      await shoot(page, 'firma-decision', { fullPage: false });
      await page.getByTestId('decision-modal').getByRole('button', { name: 'Luk' }).click();

      await wonJob(page, 288).getByRole('button', { name: 'Afslut opgave' }).click();
      await page
        .getByTestId('finish-modal')
        .getByRole('radio', { name: /Opgaven er udført/ })
        .check();
      await page.getByTestId('finish-modal').getByRole('button', { name: 'Fortsæt' }).click();
      await expect(page.getByTestId('finish-form')).toBeVisible();
      await shoot(page, 'firma-finish', { fullPage: false });
      await page
        .getByTestId('finish-modal')
        .getByLabel(/^Endelig pris/)
        .fill('12500');
      await page.getByTestId('finish-modal').getByLabel(/^Øre/).fill('150');
      await expect(page.getByTestId('finish-modal').getByRole('alert')).toBeVisible();
      await shoot(page, 'firma-finish-cents-error', { fullPage: false });
      await page.getByTestId('finish-modal').getByLabel(/^Øre/).fill('50');
      await page.getByTestId('finish-modal').getByRole('button', { name: 'Afslut opgave' }).click();
      await expect(page.getByTestId('finish-confirm')).toBeVisible();
      await shoot(page, 'firma-finish-confirm', { fullPage: false });
      await page.getByTestId('finish-modal').getByRole('button', { name: 'Ret prisen' }).click();
      await page.getByTestId('finish-modal').getByRole('button', { name: 'Luk' }).click();

      // A decided cancel request on a won job (the demo data has some on its pages).
      for (const pageNo of [1, 2]) {
        if (pageNo > 1) await page.goto(`/firma/opgaver/dine-vundne-opgaver?page=${pageNo}`);
        await expect(page.getByTestId('won-job').first()).toBeVisible();
        const decision = page.getByTestId('cancel-decision').first();
        if ((await decision.count()) === 0) continue;
        await decision.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await shoot(page, 'firma-won-cancel-decision', { fullPage: false });
        break;
      }
    });
  });
}
