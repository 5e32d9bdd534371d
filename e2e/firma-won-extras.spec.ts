// Journey: the demo company's own tools on its won jobs and its SMS phone. On contact 548 (job 310,
// changes proposed) it texts the customer the expected dates (both required, the end not before the
// start; the button is disabled once sent; the SMS reaches the outbox) and keeps a comment; on the
// overdue contact 270 (job 150) it answers Opgavetorvet's ticket (an empty answer is refused); on
// /firma/oplysninger it sets the phone for SMS notifications. Contact 270 is only read by the other
// journeys; 548 and the notification phone are used by no other journey.
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

test.use({ storageState: storageStateFor('firma') });

const databaseFile = process.env.E2E_DATABASE_FILE ?? '/tmp/opgavetorvet-e2e.sqlite';
const SMS_CONTACT = 548;
const OVERDUE_CONTACT = 270;
const bookingPath = (contactId: number) => `/firma/opgaver/dine-vundne-opgaver/bookings/${contactId}`;

const wonJob = (page: Page, contactId: number) =>
  page.locator(`[data-testid="won-job"][data-contact-id="${contactId}"]`);
const note = (page: Page, text: string | RegExp) =>
  page.getByTestId('notification').filter({ hasText: text }).first();

/** 'YYYY-MM-DD' this many days from today. */
const dayFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const danishLongDate = (day: string): string =>
  new Intl.DateTimeFormat('da-DK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(`${day}T12:00:00Z`));

function lastSmsToCustomerOf(contactId: number): string {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return (
      (db
        .prepare(
          `select o.body from outbox o join users u on u.phone = o.recipient join jobs j on j.user_id = u.id
           join contacts c on c.job_id = j.id where o.channel = 'sms' and c.id = ? order by o.id desc limit 1`,
        )
        .pluck()
        .get(contactId) as string | undefined) ?? ''
    );
  } finally {
    db.close();
  }
}

test('the company texts the expected dates, keeps a comment and answers the ticket of an overdue job', async ({
  page,
}) => {
  const start = dayFromNow(10);
  const end = dayFromNow(14);
  await page.goto(bookingPath(SMS_CONTACT));
  const job = wonJob(page, SMS_CONTACT);
  await expect(job).toHaveAttribute('aria-current', 'true');

  // Both dates are required, and the end may not lie before the start.
  await job.getByRole('button', { name: 'Send datoer til kunden' }).click();
  const sms = page.getByTestId('sms-modal');
  await expect(sms.getByRole('heading', { name: 'Forventede datoer' })).toBeVisible();
  // The dates already agreed are filled in; without them nothing is sent.
  await expect(sms.getByLabel('Forventet startdato')).not.toHaveValue('');
  await sms.getByLabel('Forventet startdato').fill('');
  await sms.getByLabel('Forventet slutdato').fill('');
  await sms.getByRole('button', { name: 'Send sms' }).click();
  await expect(sms.getByRole('alert')).toHaveText('Angiv venligst forventet start- og slutdato for opgaven');
  await sms.getByLabel('Forventet startdato').fill(end);
  await sms.getByLabel('Forventet slutdato').fill(start);
  await sms.getByRole('button', { name: 'Send sms' }).click();
  await expect(sms.getByRole('alert')).toHaveText('Slutdatoen må ikke ligge før startdatoen');
  await sms.getByLabel('Forventet startdato').fill(start);
  await sms.getByLabel('Forventet slutdato').fill(end);
  await sms.getByRole('button', { name: 'Send sms' }).click();
  await expect(sms.getByRole('button', { name: 'Sms sendt' })).toBeDisabled();
  await expect(note(page, 'Sms’en er sendt til Jens Møller.')).toBeVisible();
  // The row is queued with the change; its text is written by the notice render thread a moment later.
  await expect
    .poll(() => lastSmsToCustomerOf(SMS_CONTACT))
    .toContain(`fra ${danishLongDate(start)} til ${danishLongDate(end)}`);
  await sms.getByRole('button', { name: 'Luk' }).last().click();
  await expect(sms).toHaveCount(0);
  await expect(job.getByText('Forventet', { exact: true })).toBeVisible();
  await expect(job.getByText('Sms sendt', { exact: true })).toBeVisible();

  // The company's own comment on the booking; an empty one is refused.
  const comment = job.getByTestId('contact-note');
  await comment.getByRole('button', { name: 'Tilføj kommentar' }).click();
  await comment.getByRole('button', { name: 'Gem kommentar' }).click();
  await expect(comment.getByRole('alert')).toHaveText('Dette felt må ikke være tomt.');
  await comment
    .getByLabel(/^Kommentar til kunden/)
    .fill('Kunden ønsker opstart efter kl. 9. Porten er låst.');
  await comment.getByRole('button', { name: 'Gem kommentar' }).click();
  await expect(note(page, 'Din kommentar er gemt.')).toBeVisible();
  await expect(comment.getByTestId('contact-note-text')).toHaveText(
    'Kunden ønsker opstart efter kl. 9. Porten er låst.',
  );

  await page.reload();
  await expect(wonJob(page, SMS_CONTACT).getByTestId('contact-note-text')).toHaveText(
    'Kunden ønsker opstart efter kl. 9. Porten er låst.',
  );

  // The overdue job: Opgavetorvet's question, an empty answer refused, then the answer in the thread.
  await page.goto(bookingPath(OVERDUE_CONTACT));
  const overdue = wonJob(page, OVERDUE_CONTACT);
  await expect(overdue.getByText('Overskredet', { exact: true })).toBeVisible();
  const ticket = overdue.getByTestId('ticket');
  await expect(ticket.getByTestId('ticket-message').first()).toContainText('Opgavetorvet');
  await ticket.getByRole('button', { name: 'Send svar' }).click();
  await expect(ticket.getByRole('alert')).toHaveText('Dette felt må ikke være tomt.');
  const answer = 'Taget er lagt; vi mangler kun inddækningen og er færdige på torsdag.';
  await ticket.getByLabel('Jeres svar').fill(answer);
  await ticket.getByRole('button', { name: 'Send svar' }).click();
  await expect(note(page, 'Jeres svar er sendt.')).toBeVisible();
  await expect(ticket.getByTestId('ticket-message').last()).toContainText(answer);
  await expect(ticket.getByLabel('Jeres svar')).toHaveValue('');
});

test('the company sets the phone for its SMS notifications', async ({ page }) => {
  await page.goto('/firma/oplysninger');
  const section = page.getByTestId('notify-phone-section');
  await expect(section.getByRole('heading', { name: 'Sms-notifikationer' })).toBeVisible();
  const field = section.getByLabel('Mobilnummer til sms');
  await field.fill('1234');
  await section.getByRole('button', { name: 'Gem nummer' }).click();
  await expect(section.getByRole('alert')).toHaveText('Indtast venligst et gyldigt telefonnummer');
  await field.fill('+45 22 33 44 55');
  await section.getByRole('button', { name: 'Gem nummer' }).click();
  await expect(note(page, 'Telefonnummeret til notifikationer er gemt.')).toBeVisible();
  await expect(section.getByTestId('notify-phone-current')).toHaveText('Sms’er sendes til 22 33 44 55.');
  await page.reload();
  await expect(page.getByTestId('notify-phone-section').getByLabel('Mobilnummer til sms')).toHaveValue(
    '22 33 44 55',
  );
});

for (const width of WIDTHS) {
  test.describe(`looks at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('ticket, comment, SMS modal and notification phone', async ({ page }) => {
      await page.goto(bookingPath(OVERDUE_CONTACT));
      await expect(wonJob(page, OVERDUE_CONTACT).getByTestId('ticket')).toBeVisible();
      await shoot(page, 'firma-won-extras-ticket', { fullPage: false });

      await page.goto(bookingPath(SMS_CONTACT));
      await wonJob(page, SMS_CONTACT).getByRole('button', { name: 'Send datoer til kunden' }).click();
      await expect(page.getByTestId('sms-modal')).toBeVisible();
      await shoot(page, 'firma-won-extras-sms', { fullPage: false });

      await page.goto('/firma/oplysninger');
      const section = page.getByTestId('notify-phone-section');
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
      await shoot(page, 'firma-won-extras-phone', { fullPage: false });
    });
  });
}
