// Journey (issue 31): a company presents itself and sees how it is doing. A new company signs up in
// the login modal with a real-looking CVR number, which the service looks up in the CVR register (a
// loopback stand-in, e2e/support/cvr-register.ts): it lands verified, with the register's address,
// on the start checklist. It follows each of the checklist's links (categories, regions, profile
// text, logo, opening times, SMS number) until the checklist is gone, writing its profile on the way.
// The demo customer posts five floor jobs; the company bids on four at once through the API and on
// hers through 'Giv tilbud'. She then reads the offer (the badge, 'Svarer typisk inden for 5
// minutter', the town, the logo) and the company's profile (description, 'Kontakt og fakta' with the
// address); the company's statistics page counts the five offers. Axe on each page at 1366 and at
// 390 px; screenshots at both widths go to e2e/screenshots. A service of its own runs with CVR_API_URL.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { CategoryDetailReply, StartChecklistItem, StartChecklistReply } from '@opgavetorvet/contracts';
import { postAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  JOURNEY_CVR,
  JOURNEY_SELLER_CVR,
  REGISTERED_COMPANY,
  startCvrRegister,
  type FakeCvrRegister,
} from './support/cvr-register';
import { demoLogins, demoPassword } from './support/demo-logins';
import { loginThroughModal, readPriceListNotice } from './support/login';
import { waitForMail } from './support/mailbox';
import { startService } from './support/own-server';
import { note } from './support/phone-loop';
import { shoot, shootAtEachWidth, viewportOf, WIDTHS } from './support/screenshots';

const COMPANY = 'Gulvmester Hansen ApS';
const TOWN = `${REGISTERED_COMPANY.zipcode} ${REGISTERED_COMPANY.city}`;
const ADDRESS = `${REGISTERED_COMPANY.address}, ${TOWN}`;
const DESCRIPTION = [
  'Vi er et lille gulvfirma på Amager, der lægger, sliber og lakerer trægulve i hele Storkøbenhavn.',
  'Vi giver altid en fast pris efter en gratis besigtigelse, og vi rydder op efter os.',
];
const REPLY_TIME = 'Svarer typisk inden for 5 minutter';
/** Four floor jobs the company answers at once through the API, before the customer's own. */
const OTHER_JOBS = [
  'Slibning af plankegulv i stuen',
  'Nyt laminatgulv i børneværelset',
  'Lakering af trappe og reposer',
  'Vinylgulv i bryggers og entré',
];

/** Axe on the page at 1366 and at 390 px, then the page at both widths (nothing may stick out sideways). */
async function look(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void> {
  await expectNoSeriousA11yViolations(page, name);
  await page.setViewportSize(viewportOf(390));
  await expectNoSeriousA11yViolations(page, `${name} at 390 px`);
  await shootAtEachWidth(page, `company-presents-${name}`, options);
}

/** A square logo as a PNG, as Playwright's setInputFiles takes it. */
async function logoPng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="#1d4e89"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="90" y="${120 + i * 95}" width="420" height="70" fill="${i % 2 ? '#c98b4a' : '#e0a866'}"/>`).join('')}
  </svg>`;
  return {
    name: 'gulvmester-logo.png',
    mimeType: 'image/png',
    buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: viewportOf(WIDTHS[0]), locale: 'da-DK' });
  return context.newPage();
}

/** Clicks a section's save button and waits for the service to accept what it sent to `path`. */
async function saved(page: Page, path: string, click: () => Promise<void>): Promise<void> {
  const reply = page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  );
  await click();
  const response = await reply;
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  await expect(note(page, 'Dine indstillinger er gemt.').first()).toBeVisible();
}

/**
 * Nothing inside `card` reaches past its right edge: a form's grid, as wide as its widest child,
 * can push fields past the card's border without the page itself getting wider.
 */
async function expectInside(card: Locator, where: string): Promise<void> {
  const outside = await card.evaluate((box) => {
    const right = box.getBoundingClientRect().right;
    return [...box.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
  });
  expect(outside, `${where}: sticks out of its card`).toEqual([]);
}

/** From /firma/opgaver, the checklist's link to one section of /firma/oplysninger. */
async function followChecklist(page: Page, link: string, headingId: string): Promise<void> {
  await page.getByTestId('start-checklist').getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`/firma/oplysninger#${headingId}$`));
  await expect(page.locator(`#${headingId}`)).toBeInViewport();
}

/** Back to /firma/opgaver through the company's menu; the checklist, asked again, ticks the item. */
async function backToChecklist(page: Page, item: StartChecklistItem, done: number): Promise<void> {
  const asked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/firma/kom-godt-i-gang',
  );
  await page
    .getByRole('navigation', { name: 'Firmamenu' })
    .getByRole('link', { name: 'Opgaver i udbud' })
    .click();
  await expect(page).toHaveURL(/\/firma\/opgaver$/);
  const reply = (await (await asked).json()) as StartChecklistReply;
  expect(reply.items[item]).toBe(true);
  const checklist = page.getByTestId('start-checklist');
  if (done === 6) {
    // All done: the checklist is not drawn any more.
    expect(reply.done).toBe(true);
    await expect(page.getByTestId('open-jobs-total')).toBeVisible();
    await expect(checklist).toHaveCount(0);
    // Then the pricelist notice comes, forced open until read (issue 34).
    await readPriceListNotice(page);
    return;
  }
  await expect(checklist.getByTestId(`start-item-${item}`)).toHaveClass(/is-done/);
  await expect(checklist).toContainText(`${done} af 6 er klaret.`);
}

test('a new company is CVR-verified, follows the checklist, and the customer sees it on its offer and profile', async ({
  browser,
}) => {
  // Sign-up, six sections, five jobs, two customers' pages, statistics, a dozen axe runs and shots.
  test.setTimeout(360_000);
  const stamp = Date.now().toString(36);
  const email = `mads.hansen.${stamp}@example.dk`;
  const register: FakeCvrRegister = await startCvrRegister();
  const service = await startService({
    CVR_API_URL: register.url,
    SELLER_CVR: JOURNEY_SELLER_CVR,
    // The welcome mail goes to scripts/e2e.mjs's SMTP server too.
    ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
  });
  try {
    const company = await newPage(browser, service.baseURL);
    const customer = await newPage(browser, service.baseURL);
    const headline = `Nyt egetræsgulv i stue og køkken ${stamp}`;
    let jobId = 0;
    let slug = '';

    await test.step('the company signs up with its CVR number and the register verifies it', async () => {
      await company.goto('/');
      await company.getByTestId('login-open').click();
      await company.getByTestId('new-company-open').click();
      const form = company.getByTestId('new-company-form');
      await form.getByLabel('Firmanavn').fill(COMPANY);
      await form.getByLabel('CVR-nummer').fill(JOURNEY_CVR);
      await form.getByLabel('Dit fulde navn').fill('Mads Hansen');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Telefon').fill('31425364');
      await form.getByLabel('Postnummer').fill(REGISTERED_COMPANY.zipcode);
      await form.getByLabel('Adgangskode').fill('gulv-og-lak-2024');
      await expectNoSeriousA11yViolations(company, 'sign-up form');
      await form.getByRole('button', { name: 'Opret firmaprofil' }).click();

      await expect(company).toHaveURL(/\/firma\/opgaver$/);
      expect(register.calls).toContainEqual(expect.objectContaining({ search: JOURNEY_CVR, country: 'dk' }));
      const checklist = company.getByTestId('start-checklist');
      await expect(checklist.getByRole('heading', { name: 'Kom godt i gang' })).toBeVisible();
      await expect(checklist).toContainText('0 af 6 er klaret.');
      await expect(checklist.getByRole('link')).toHaveText([
        'Vælg dine kategorier',
        'Vælg de områder, du arbejder i',
        'Skriv en profiltekst om firmaet',
        'Tilføj jeres logo',
        'Angiv jeres åbningstider',
        'Vælg et nummer til sms-notifikationer',
      ]);
      await look(company, '01-checklist-new');

      // The welcome mail's button leads to the checklist.
      const welcome = await waitForMail(email, /^Velkommen til Opgavetorvet$/);
      expect(welcome.text).toContain(`${service.baseURL}/firma/opgaver`);
    });

    await test.step('categories and regions, through the checklist', async () => {
      await followChecklist(company, 'Vælg dine kategorier', 'categories-title');
      const categories = company.getByTestId('categories-section');
      await categories.locator('summary', { hasText: 'Håndværkere & byggeri' }).click();
      await categories.getByLabel('Gulvlægger', { exact: true }).check();
      await saved(company, '/api/firma/kategorier', () =>
        categories.getByRole('button', { name: 'Gem kategorier' }).click(),
      );
      await backToChecklist(company, 'categories', 1);

      await followChecklist(company, 'Vælg de områder, du arbejder i', 'regions-title');
      const regions = company.getByTestId('regions-section');
      await regions.getByLabel('Region Hovedstaden').check();
      await saved(company, '/api/firma/regioner', () =>
        regions.getByRole('button', { name: 'Gem regioner' }).click(),
      );
      await backToChecklist(company, 'regions', 2);
      // The list follows the new choice at once (not the cached '… du har ikke valgt dine områder').
      await expect(company.getByTestId('open-jobs-total')).toHaveText(
        /^\d+ (åben opgave|åbne opgaver) i dine områder$/,
      );
    });

    await test.step('the profile text: the register filled in the address, the company writes the rest', async () => {
      await followChecklist(company, 'Skriv en profiltekst om firmaet', 'profile-details-title');
      const section = company.getByTestId('profile-details-section');
      // Sign-up took the register's address and marked the number verified.
      await expect(section.getByLabel('Vejnavn og nummer')).toHaveValue(REGISTERED_COMPANY.address);
      await expect(section.getByLabel('Postnummer')).toHaveValue(REGISTERED_COMPANY.zipcode);
      await expect(section.getByLabel('CVR-nummer')).toHaveValue(JOURNEY_CVR);
      await expect(section.getByTestId('cvr-verified')).toHaveText('CVR-verificeret');
      const fromRegister = section.getByTestId('cvr-register');
      await expect(fromRegister).toContainText(REGISTERED_COMPANY.name);
      await expect(fromRegister).toContainText(ADDRESS);
      await expect(fromRegister).toContainText('433300 Gulvbelægning og tapetsering');

      await section.getByLabel('Beskrivelse af firmaet').fill(DESCRIPTION.join('\n\n'));
      await section.getByLabel('Telefon til kunder').fill('33 12 45 78');
      await section.getByLabel('E-mail til kunder').fill('kontakt@gulvmester-hansen.dk');
      await section.getByLabel('Hjemmeside').fill('www.gulvmester-hansen.dk');
      await section.getByLabel('Etableret år').fill('2009');
      await section.getByLabel('Antal ansatte').fill('6');
      await section.getByLabel('Dansk Håndværks garantiordning').check();
      await section.getByRole('button', { name: 'Gem firmaprofil' }).click();
      // The number is unchanged, so the register is not asked again and the badge stays.
      await expect(note(company, 'Jeres oplysninger er gemt.')).toBeVisible();
      await expect(section.getByTestId('cvr-verified')).toBeVisible();

      await expectNoSeriousA11yViolations(company, 'the profile form');
      for (const width of WIDTHS) {
        await company.setViewportSize(viewportOf(width));
        await company.evaluate(() => document.getElementById('profile-details-title')?.scrollIntoView());
        await expectInside(section, `the profile form at ${width} px`);
        await shoot(company, 'company-presents-02-profile-form', { fullPage: false });
        await fromRegister.scrollIntoViewIfNeeded();
        await shoot(company, 'company-presents-03-profile-form-cvr', { fullPage: false });
      }
      await company.setViewportSize(viewportOf(WIDTHS[0]));
      await backToChecklist(company, 'description', 3);
    });

    await test.step('the logo and the opening times, through the checklist', async () => {
      await followChecklist(company, 'Tilføj jeres logo', 'logo-section-title');
      const logo = company.getByTestId('logo-section');
      const file = await logoPng();
      await logo.getByLabel('Vælg logo').setInputFiles(file);
      await expect(logo.getByRole('button', { name: `Fjern ${file.name}` })).toBeVisible();
      await logo.getByRole('button', { name: 'Gem logo' }).click();
      await expect(note(company, 'Logoet er gemt.')).toBeVisible();
      await backToChecklist(company, 'logo', 4);

      await followChecklist(company, 'Angiv jeres åbningstider', 'opening-title');
      await company
        .getByTestId('opening-times-section')
        .getByRole('button', { name: 'Ret åbningstider' })
        .click();
      const modal = company.getByTestId('opening-times-modal');
      for (const day of ['Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag']) {
        await modal.getByLabel(`${day} åbner`).fill('07:00');
        await modal.getByLabel(`${day} lukker`).fill('16:00');
      }
      for (const day of [6, 7]) await modal.getByTestId(`opening-day-${day}`).getByLabel('Lukket').check();
      await modal.getByRole('button', { name: 'Gem åbningstider' }).click();
      await expect(modal).toHaveCount(0);
      await expect(note(company, 'Åbningstiden er gemt.')).toBeVisible();
      await expect(company.getByTestId('opening-times-table')).toContainText('07:00');
      await backToChecklist(company, 'opening_times', 5);
      await look(company, '04-checklist-five-done');
    });

    await test.step('the SMS number, and the checklist is done', async () => {
      await followChecklist(company, 'Vælg et nummer til sms-notifikationer', 'notify-phone-title');
      const phone = company.getByTestId('notify-phone-section');
      await phone.getByLabel('Mobilnummer til sms').fill('31 42 53 64');
      await phone.getByRole('button', { name: 'Gem nummer' }).click();
      await expect(note(company, 'Telefonnummeret til notifikationer er gemt.')).toBeVisible();
      await expect(phone.getByTestId('notify-phone-current')).toHaveText('Sms’er sendes til 31 42 53 64.');
      await backToChecklist(company, 'notifications', 6);
    });

    await test.step('the customer posts five floor jobs; the company answers all five at once', async () => {
      await customer.goto('/');
      await loginThroughModal(customer, demoLogins.bruger.email, demoPassword);
      await expect(customer).toHaveURL(/\/bruger\/opgaver$/);
      const floors = (await (
        await customer.request.get('/api/categories/gulvlaegger')
      ).json()) as CategoryDetailReply;
      const post = (title: string) =>
        postAs<{ job_id: number }>(customer.request, '/api/opgaver', {
          category_id: floors.category.id,
          headline: title,
          description: `${title}: ca. 35 m². Vi bor på 2. sal, og der er elevator. Arbejdet kan ske i hverdagene.`,
          zip: '2100',
          attributes: floors.attributes
            .filter((attribute) => attribute.required)
            .map((attribute) => ({ attribute_id: attribute.id, option_id: attribute.options[0].id })),
        });
      for (const [index, title] of OTHER_JOBS.entries()) {
        const { job_id: other } = await post(`${title} ${stamp}`);
        await postAs(company.request, '/api/firma/bud', {
          job_id: other,
          amount: 8000 + index * 1500,
          comment: 'Fast pris inkl. materialer og bortskaffelse.',
        });
      }
      ({ job_id: jobId } = await post(headline));

      // Hers through the open-jobs list: it is in the company's category and region.
      await company.reload();
      await expect(company.getByTestId('open-jobs-total')).toContainText('i dine områder');
      const card = company.locator(`[data-testid="open-job"][data-job-id="${jobId}"]`);
      await card.getByRole('button', { name: 'Giv tilbud' }).click();
      const bid = company.getByTestId('bid-modal');
      await bid.getByLabel(/^Pris/).fill('23500');
      await bid.getByLabel(/^Kommentar/).fill('Massivt egetræ, lagt og olieret. Vi kan starte om tre uger.');
      await bid.getByRole('button', { name: 'Send tilbud' }).click();
      await expect(bid).toHaveCount(0);
      await expect(card.getByText('Du har givet tilbud')).toBeVisible();
    });

    await test.step('the customer reads the offer: badge, reply time, town, logo', async () => {
      await customer.goto(`/bruger/opgave/${jobId}`);
      await expect(customer.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      const offer = customer.getByTestId('offer').filter({ hasText: COMPANY });
      await expect(offer.getByTestId('offer-amount')).toHaveText('23.500 kr.');
      await expect(offer.getByTestId('cvr-verified')).toHaveText('CVR-verificeret');
      await expect(offer.getByTestId('reply-time')).toHaveText(REPLY_TIME);
      await expect(offer).toContainText(REGISTERED_COMPANY.city);
      await expect(offer.getByTestId('company-logo').locator('img')).toBeVisible();
      await offer.scrollIntoViewIfNeeded();
      await look(customer, '05-offer');
      slug = (
        (await offer.getByRole('link', { name: COMPANY, exact: true }).getAttribute('href')) ?? ''
      ).replace(/^\//, '');
      expect(slug).toMatch(/^gulvmester-hansen-aps/);
    });

    await test.step("the company's profile: description, address, badge, reply time", async () => {
      await customer
        .getByTestId('offer')
        .filter({ hasText: COMPANY })
        .getByRole('link', { name: COMPANY, exact: true })
        .click();
      await expect(customer).toHaveURL(new RegExp(`/${slug}$`));
      const profile = customer.getByTestId('company-profile');
      await expect(profile.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
      await expect(profile.locator('.profile-facts__place')).toHaveText(TOWN);
      await expect(profile.locator('.profile-facts').getByTestId('reply-time')).toHaveText(REPLY_TIME);
      await expect(profile.locator('.profile-facts').getByTestId('cvr-verified')).toBeVisible();
      await expect(profile.getByTestId('profile-description').locator('p')).toHaveText(DESCRIPTION);
      await expect(profile.getByText('Firmaet har endnu ikke skrevet en beskrivelse.')).toHaveCount(0);
      const details = profile.getByTestId('profile-details');
      await expect(details.getByRole('heading', { name: 'Kontakt og fakta' })).toBeVisible();
      await expect(details).toContainText('Etableret 2009');
      await expect(details).toContainText('6 ansatte');
      const row = (term: string) =>
        details.locator('.profile-details__row').filter({ hasText: term }).locator('dd');
      await expect(row('Adresse')).toHaveText(ADDRESS);
      await expect(row('Telefon')).toHaveText('33 12 45 78');
      await expect(row('Hjemmeside')).toContainText('www.gulvmester-hansen.dk');
      await expect(row('CVR-nummer')).toContainText(JOURNEY_CVR);
      await expect(row('CVR-nummer').getByTestId('cvr-verified')).toBeVisible();
      await expect(row('Garantiordninger')).toHaveText('Dansk Håndværks garantiordning');
      await expect(profile.getByTestId('company-logo').locator('img')).toBeVisible();
      await look(customer, '06-profile');
    });

    await test.step('its statistics page counts the offers it sent', async () => {
      await company
        .getByRole('navigation', { name: 'Firmamenu' })
        .getByRole('link', { name: 'Statistik' })
        .click();
      await expect(company).toHaveURL(/\/firma\/statistik$/);
      const figures = company.getByTestId('key-figures');
      await expect(figures.locator('[data-figure="offers"]')).toHaveText('5');
      await expect(figures.locator('[data-figure="won"]')).toHaveText('0');
      await expect(figures.locator('[data-figure="reply"]')).toHaveText(/^(under 1|\d+) min$/);
      const thisMonth = company.getByTestId('month-table').locator('tbody tr').first();
      await expect(thisMonth.locator('td').first()).toHaveText('5');
      const floorRow = company
        .getByTestId('category-table')
        .locator('tbody tr')
        .filter({ hasText: 'Gulvlægger' });
      await expect(floorRow.locator('td').first()).toHaveText('5');
      // The charts' library arrives after the tables.
      await expect(company.locator('.uplot').first()).toBeVisible();
      await look(company, '07-statistics');
    });
  } finally {
    service.child.kill('SIGTERM');
    await register.close();
  }
});
