// Journey: the demo company's settings, subscriptions, reviews and help. On /firma/oplysninger a
// second top-level category is ticked and a third refused with SPEC §5's text (nothing is saved, so
// its job lists stay as other journeys expect), a mail agent is saved, Saturday's opening times are
// set in the modal and the widget colour gives a new embed code. On /firma/abonnement the unticked
// terms are refused, Tømrer goes pro-plus → pro → pro-plus through the downgrade dialog and the
// server's breakdown, and the buttons follow each change. Reviews: a public review is answered and
// a review e-mail sent. Help: ?title= prefills the pricelist subject; the new case's thread gets a
// message. Screenshots at 1366 and 390 px, with nothing sticking out sideways.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { storageStateFor } from './support/demo-logins';
import { shootAtEachWidth } from './support/screenshots';

test.use({ storageState: storageStateFor('firma') });

const note = (page: Page, text: string | RegExp) =>
  page.getByTestId('notification').filter({ hasText: text }).first();

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return box;
};

/**
 * A day of the opening-times modal fits it: both time fields inside the dialog, the closing time
 * (and its 'Lukker' label) right of the opening time, each wide enough for a 12-hour '07:00 AM'.
 */
async function expectDayInsideModal(page: Page, day: Locator) {
  const dialog = await boxOf(page.getByRole('dialog'));
  const opens = await boxOf(day.locator('input[type=time]').first());
  const closes = await boxOf(day.locator('input[type=time]').last());
  const closesLabel = await boxOf(day.getByText('Lukker', { exact: true }));
  const width = page.viewportSize()?.width;
  for (const box of [opens, closes]) {
    expect(box.x, `time field left at ${width}px`).toBeGreaterThanOrEqual(dialog.x);
    expect(box.x + box.width, `time field right at ${width}px`).toBeLessThanOrEqual(dialog.x + dialog.width);
    expect(box.width, `time field width at ${width}px`).toBeGreaterThanOrEqual(130);
  }
  expect(closes.x).toBeGreaterThanOrEqual(opens.x + opens.width);
  expect(closesLabel.x).toBeGreaterThanOrEqual(opens.x + opens.width);
}

test('the company sets up its profile, changes a subscription, answers reviews and asks for help', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Company info: categories (a third top-level is refused), mail agent, opening times, widget.
  await page.goto('/firma/oplysninger');
  const categories = page.getByTestId('categories-section');
  await expect(categories.getByTestId('top-count')).toHaveText('Valgte over-kategorier: 1 af 2');
  await categories.getByText('Flytning', { exact: true }).click();
  await categories.getByLabel('Flyttefirma').check();
  await expect(categories.getByTestId('top-count')).toHaveText('Valgte over-kategorier: 2 af 2');
  await categories.getByText('Rengøring', { exact: true }).click();
  await categories.getByLabel('Alle opgaver i Rengøring').click();
  await expect(note(page, 'Du kan maksimalt vælge to over-kategorier')).toBeVisible();
  await expect(categories.getByLabel('Alle opgaver i Rengøring')).not.toBeChecked();
  await expect(categories.getByTestId('top-count')).toHaveText('Valgte over-kategorier: 2 af 2');

  const agents = page.getByTestId('mail-agents-section');
  const before = await agents.getByTestId('mail-agent-row').count();
  await agents.getByRole('button', { name: 'Tilføj søgeagent' }).click();
  const row = agents.getByRole('group', { name: `Søgeagent ${before + 1}` });
  await row.getByLabel('Kategori').selectOption({ label: 'Tømrer' });
  await row.getByLabel('Region').selectOption({ label: 'Region Sjælland' });
  await row.getByLabel('Postnummer (valgfrit)').fill('40');
  await agents.getByRole('button', { name: 'Gem søgeagenter' }).click();
  await expect(agents.getByRole('alert')).toHaveText('Ugyldigt postnummer. Prøv venligst igen');
  // The error under Postnummer leaves Kategori and Region level with it (tops in line).
  const tops = await Promise.all(
    ['Kategori', 'Region', 'Postnummer (valgfrit)'].map(
      async (label) => (await boxOf(row.getByLabel(label))).y,
    ),
  );
  expect(Math.max(...tops) - Math.min(...tops), `agent field tops ${tops.join(', ')}`).toBeLessThanOrEqual(1);
  await row.getByLabel('Postnummer (valgfrit)').fill('4000');
  await agents.getByRole('button', { name: 'Gem søgeagenter' }).click();
  await expect(note(page, /gemt/i)).toBeVisible();
  // The notification stacks below the header, never over its controls.
  const headerBottom = await page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().bottom);
  expect((await boxOf(note(page, /gemt/i))).y).toBeGreaterThanOrEqual(headerBottom);
  // At 1280 px the company's name is shown whole in the header (and its title says it).
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = page.getByTestId('current-user');
  await expect(name).toHaveAttribute('title', 'Demo Byg & Anlæg ApS');
  expect(await name.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });

  const opening = page.getByTestId('opening-times-section');
  await opening.getByRole('button', { name: 'Ret åbningstider' }).click();
  const modal = page.getByTestId('opening-times-modal');
  const saturday = modal.getByTestId('opening-day-6');
  await saturday.getByLabel('Lukket').uncheck();
  await saturday.getByLabel('Lørdag åbner').fill('09:00');
  await saturday.getByLabel('Lørdag lukker').fill('12:30');
  await expectDayInsideModal(page, saturday);
  await page.setViewportSize({ width: 412, height: 900 });
  await expectDayInsideModal(page, saturday);
  await page.setViewportSize({ width: 1366, height: 900 });
  await modal.getByRole('button', { name: 'Gem åbningstider' }).click();
  await expect(modal).toHaveCount(0);
  await expect(opening.getByTestId('opening-times-table').locator('tr[data-day="6"]')).toContainText(
    '09:00 – 12:30',
  );

  const media = page.getByTestId('media-centre');
  await expect(media.getByTestId('widget-snippet')).toHaveValue(/<iframe/);
  await media.getByRole('button', { name: 'Farve #b3261e' }).click();
  await media.getByRole('button', { name: 'Gem farve' }).click();
  await expect(media.getByTestId('widget-snippet')).toHaveValue(/color=%23b3261e/);
  await expect(media.getByTestId('widget-preview')).toBeVisible();
  await shootAtEachWidth(page, 'firma-oplysninger');

  // Subscriptions: Tømrer is pro-plus in the demo data.
  await page.goto('/firma/abonnement');
  const toemrer = page
    .getByTestId('category-plans')
    .filter({ has: page.getByRole('heading', { name: 'Tømrer' }) });
  const buttons = toemrer.getByRole('button');
  await expect(buttons).toHaveText(['Skift til Basic', 'Skift til Pro', 'Nuværende']);
  await toemrer.getByRole('button', { name: 'Skift til Pro' }).click();
  const dialog = page.getByTestId('change-plan-modal');
  await expect(dialog).toContainText('Den betalte periode fortsætter');
  await dialog.getByRole('button', { name: 'Skift til Pro' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(buttons).toHaveText(['Skift til Basic', 'Nuværende', 'Opgrader til Pro+']);

  await toemrer.getByRole('button', { name: 'Opgrader til Pro+' }).click();
  await expect(toemrer.getByRole('alert')).toHaveText('Accepter venligst handelsbetingelser');
  await expect(dialog).toHaveCount(0);
  await toemrer.getByLabel('Jeg accepterer handelsbetingelserne').check();
  await toemrer.getByRole('button', { name: 'Opgrader til Pro+' }).click();
  const breakdown = dialog.getByTestId('price-breakdown');
  await expect(breakdown).toContainText('Fuld pris for Pro+ (30 dage)');
  await expect(breakdown).toContainText('899,00 kr.');
  await expect(breakdown).toContainText('Fradrag for ubrugt periode');
  await expect(breakdown).toContainText('Beløb til betaling');
  await shootAtEachWidth(page, 'firma-abonnement-breakdown');
  await dialog.getByRole('button', { name: 'Betal og opgrader til Pro+' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(buttons).toHaveText(['Skift til Basic', 'Skift til Pro', 'Nuværende']);
  await shootAtEachWidth(page, 'firma-abonnement');

  // Reviews: answer a public review, send a review e-mail.
  await page.goto('/firma/anmeldelser');
  await page.getByRole('button', { name: 'Offentlige anmeldelser' }).click();
  const list = page.getByTestId('review-list');
  const first = list.locator('article.review').first();
  await expect(first).toBeVisible();
  const answer = first.locator('form.review-answer-form');
  await answer.getByRole('textbox').fill('Tak for anmeldelsen – vi er glade for, at I var tilfredse.');
  await answer.getByRole('button').click();
  await expect(note(page, /svar/i)).toBeVisible();
  await expect(
    list.locator('.review-answer').filter({ hasText: 'Tak for anmeldelsen – vi er glade for' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send e-mail om anmeldelse' }).click();
  const email = page.getByTestId('review-email-modal');
  await email
    .getByLabel(/^Kundernes e-mailadresser/)
    .fill('Hej Ole (ole.kunde@example.com) og mia.kunde@example.org');
  await email.getByRole('button', { name: 'Send e-mails' }).click();
  await expect(note(page, 'Mailen er sendt...')).toBeVisible();
  await expect(email).toHaveCount(0);
  await shootAtEachWidth(page, 'firma-anmeldelser');

  // Help: ?title= prefills the subject and scrolls to the form; the new case's thread.
  await page.goto('/hjaelp/firma?title=1');
  const form = page.getByTestId('support-case-form');
  await expect(form.getByLabel('Emne')).toHaveValue('Foreslå ændringer til prislisten');
  await expect(form).toBeInViewport();
  await form.getByLabel('Besked').fill('Vores timepris skal ændres til 525 kr. ekskl. moms.');
  await form.getByRole('button', { name: 'Opret supportsag' }).click();
  await expect(note(page, 'Din supportsag er oprettet')).toBeVisible();
  const newest = page.getByTestId('support-case').first();
  await expect(newest).toContainText('Foreslå ændringer til prislisten');
  await newest.getByRole('button').click();
  const thread = page.getByTestId('support-thread-modal');
  await expect(thread.getByTestId('support-thread')).toContainText('Vores timepris skal ændres til 525 kr.');
  await thread.getByLabel('Skriv en besked').fill('Gælder fra næste måned.');
  await thread.getByRole('button', { name: 'Send besked' }).click();
  await expect(thread.locator('.support-message').last()).toContainText('Gælder fra næste måned.');
  await shootAtEachWidth(page, 'firma-hjaelp-thread');
  await thread.getByRole('button', { name: 'Luk', exact: true }).last().click();
  await expect(thread).toHaveCount(0);
  await shootAtEachWidth(page, 'firma-hjaelp');
});
