// Journey (issue 32): people own their account and their data, on a phone (390×844). A service of
// its own runs (the journey erases an account), its mail to scripts/e2e.mjs's SMTP server. A visitor
// posts a job through the form (beside the consent sentence, whose pages she reads) and becomes a
// customer; she chooses her password from the welcome mail and posts two more jobs. She edits the
// first job while it has no offer. The demo company bids on the second: the edit is no longer
// offered, and her 'Tilføjelse' reaches the company in the job's description. She withdraws the
// third with a reason, and it leaves the company's open list. She and the company write on two
// threads; opening one in her inbox marks only that one read (the other's count and the header's
// count stay right). She saves her street address on her profile and chooses the company on the
// second job (the address is asked, prefilled), downloads her data (a ZIP of JSON with her name),
// deletes her account with her password and can no longer log in; the company still sees its
// booking, with 'Slettet bruger'. Axe on each new page and dialog; screenshots people-own-data-*.
import { expect, test, type Browser, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { CategoryDetailReply } from '@opgavetorvet/contracts';
import { postAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoLogins, demoPassword } from './support/demo-logins';
import { loginThroughModal, readPriceListNotice } from './support/login';
import { waitForMail } from './support/mailbox';
import { startService } from './support/own-server';
import { COMPANY, note, startTømrerJob, toWonJobs, wonJob } from './support/phone-loop';
import { shoot, viewportOf } from './support/screenshots';
import { zipEntries } from '../services/src/test/zip-entries';

const NAME = 'Ida Egebjerg';
const PASSWORD = 'mine-data-2026';
const STREET = 'Lærkevej 12, 1. tv.';

/** A screenshot of the window (nothing may stick out sideways), then axe on the page as it is. */
async function look(page: Page, name: string, options: { fullPage?: boolean } = { fullPage: false }) {
  await shoot(page, `people-own-data-${name}`, options);
  await expectNoSeriousA11yViolations(page, name);
}

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: viewportOf(390), locale: 'da-DK' });
  return context.newPage();
}

/** The downloaded ZIP's entries by name, read as the service's export test reads them. */
const downloadedEntries = async (download: Download) => zipEntries(await readFile((await download.path())!));

/** A thread's row in an inbox. */
const row = (page: Page, jobId: number): Locator =>
  page.locator(`[data-testid="conversation"][data-job-id="${jobId}"]`);

/** The header's unread count (in the phone's closed menu, so read, not seen): 0 when no dot. */
async function expectHeaderCount(page: Page, count: number): Promise<void> {
  const dot = page.getByTestId('messages-link').getByTestId('unread-dot');
  if (count === 0) await expect(dot).toHaveCount(0);
  else await expect(dot).toHaveText(String(count));
}

/** The company opens a job's description from its open list (?jobid= opens it). */
async function companyReads(company: Page, jobId: number): Promise<Locator> {
  await company.goto(`/firma/opgaver?jobid=${jobId}`);
  const description = company.getByRole('dialog');
  await expect(description.locator(`[data-job-id="${jobId}"]`)).toBeVisible();
  return description;
}

async function closeDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Luk' }).first().click();
  await expect(dialog).toHaveCount(0);
}

/** The customer writes to the company from its offer on the job's page. */
async function customerWrites(customer: Page, jobId: number, text: string): Promise<void> {
  await customer.goto(`/bruger/opgave/${jobId}`);
  const offer = customer.getByTestId('offer').filter({ hasText: COMPANY });
  await offer.getByRole('button', { name: 'Skriv besked' }).click();
  const modal = customer.getByTestId('message-modal');
  await modal.getByLabel('Skriv en besked').fill(text);
  await modal.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(modal.getByTestId('thread').getByText(text)).toBeVisible();
  await modal.getByRole('button', { name: 'Luk' }).click();
  await expect(modal).toHaveCount(0);
}

/** The company answers a thread from its inbox (on a phone the thread replaces the list). */
async function companyAnswers(company: Page, jobId: number, question: string, answer: string) {
  await company.goto('/firma/beskeder');
  await expect(row(company, jobId)).toContainText(question.slice(0, 20));
  await row(company, jobId).click();
  const thread = company.getByTestId('thread');
  await expect(thread.getByText(question)).toBeVisible();
  const form = company.getByTestId('reply-form');
  await form.getByLabel(`Skriv til ${NAME}`).fill(answer);
  await form.getByRole('button', { name: 'Send besked' }).click();
  await expect(thread.getByText(answer)).toBeVisible();
}

test('on a phone: a customer edits, adds to and withdraws jobs, reads one thread, takes her data and leaves', async ({
  browser,
}) => {
  // Two users on a service of their own, about 20 axe runs.
  test.setTimeout(480_000);
  const stamp = Date.now().toString(36);
  const email = `ida.egebjerg.${stamp}@example.dk`;
  const service = await startService({
    ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
  });
  try {
    const customer = await phone(browser, service.baseURL);
    const company = await phone(browser, service.baseURL);
    const first = { headline: `Nyt køkkenbord i eg ${stamp}`, id: 0 };
    const edited = {
      headline: `Køkkenbord og hylder i massiv eg ${stamp}`,
      description: 'Et nyt køkkenbord på 2,4 m og to åbne hylder over det, alt i massiv eg, olieret.',
    };
    const second = { headline: `Ny terrasse i lærk ${stamp}`, id: 0 };
    const third = { headline: `Carport i fyr ${stamp}`, id: 0 };
    const addition = 'Terrassen skal have en trappe med tre trin ned til græsplænen.';

    await test.step('the legal pages, from the footer', async () => {
      await customer.goto('/');
      await customer.getByRole('link', { name: 'Privatlivspolitik' }).click();
      await expect(customer).toHaveURL(/\/privatlivspolitik$/);
      await expect(customer.getByRole('heading', { level: 1, name: 'Privatlivspolitik' })).toBeVisible();
      await look(customer, '01-privacy', { fullPage: true });
      await customer.getByRole('link', { name: 'Vilkår for brug' }).click();
      await expect(customer).toHaveURL(/\/vilkaar$/);
      await expect(customer.getByRole('heading', { level: 1, name: 'Vilkår for brug' })).toBeVisible();
      await look(customer, '02-terms', { fullPage: true });
    });

    await test.step('a visitor posts a job beside the consent sentence and chooses her password', async () => {
      await customer.getByRole('link', { name: 'Opgavetorvet' }).first().click();
      await startTømrerJob(customer);
      await customer.getByLabel('Overskrift').fill(first.headline);
      await customer.getByLabel('Beskrivelse').fill('Et nyt køkkenbord på ca. 2,4 m i eg.');
      await customer
        .getByRole('group', { name: 'Hvad skal laves?' })
        .getByLabel('Indvendigt tømrerarbejde')
        .check();
      await customer.getByLabel('Postnummer').fill('2100');
      await customer.getByLabel('Fulde navn').fill(NAME);
      await customer.getByLabel('E-mail').fill(email);
      await customer.getByLabel('Telefon').fill('22334477');
      const consent = customer.getByTestId('create-job-consent');
      await expect(consent.getByRole('link', { name: /vilkår/ })).toHaveAttribute('href', '/vilkaar');
      await expect(consent.getByRole('link', { name: /privatlivspolitikken/ })).toHaveAttribute(
        'href',
        '/privatlivspolitik',
      );
      await consent.scrollIntoViewIfNeeded();
      await look(customer, '03-createjob-consent');
      await customer.getByRole('button', { name: 'Opret opgave' }).click();
      await expect(customer).toHaveURL(/\/bruger\/opgave\/\d+$/);
      first.id = Number(/\/bruger\/opgave\/(\d+)/.exec(customer.url())![1]);

      const mail = await waitForMail(email, /^Din opgave er oprettet på Opgavetorvet$/);
      const link = /(http:\/\/127\.0\.0\.1:\d+\/adgangskode#\S+)/.exec(mail.text ?? '')?.[1];
      expect(link, mail.text).toBeTruthy();
      await customer.goto(link!);
      await customer.getByLabel(/Ny adgangskode/).fill(PASSWORD);
      await customer.getByRole('button', { name: 'Gem ny adgangskode' }).click();
      await expect(customer.getByTestId('forgot-password-done')).toContainText('Din adgangskode er ændret');
      await customer.getByTestId('forgot-password-done').getByRole('button', { name: 'Log ind' }).click();
      const login = customer.getByRole('dialog', { name: 'Log ind' });
      await login.getByLabel('E-mail').fill(email);
      await login.getByLabel('Adgangskode').fill(PASSWORD);
      await login.getByRole('button', { name: 'Log ind', exact: true }).click();
      await expect(customer).toHaveURL(/\/bruger\/opgaver$/);
    });

    await test.step('she posts two more jobs; the company logs in', async () => {
      const carpenter = (await (
        await customer.request.get('/api/categories/toemrer')
      ).json()) as CategoryDetailReply;
      const post = async (headline: string) =>
        (
          await postAs<{ job_id: number }>(customer.request, '/api/opgaver', {
            category_id: carpenter.category.id,
            headline,
            description: `${headline}: gerne i løbet af foråret. Der er god plads til at arbejde.`,
            zip: '2100',
            attributes: carpenter.attributes
              .filter((attribute) => attribute.required)
              .map((attribute) => ({ attribute_id: attribute.id, option_id: attribute.options[0].id })),
          })
        ).job_id;
      second.id = await post(second.headline);
      third.id = await post(third.headline);

      await company.goto('/');
      await loginThroughModal(company, demoLogins.firma.email, demoPassword);
      await expect(company).toHaveURL(/\/firma\/opgaver$/);
      await readPriceListNotice(company);
    });

    await test.step('she edits the job that has no offer yet', async () => {
      await customer.goto(`/bruger/opgave/${first.id}`);
      await expect(customer.getByRole('heading', { level: 1, name: first.headline })).toBeVisible();
      const control = customer.getByTestId('job-control');
      await expect(control.getByTestId('job-progress')).toContainText('Sådan står det til med opgaven');
      await expect(control.locator('[data-step="created"]')).toHaveAttribute('data-state', /done|current/);
      await expect(control.getByTestId('job-progress-next')).toContainText('kan give tilbud til og med');
      await control.scrollIntoViewIfNeeded();
      await look(customer, '04-job-control');
      await expect(control.getByTestId('job-addition')).toHaveCount(0);
      await control.getByRole('button', { name: 'Ret opgaven' }).click();
      const modal = customer.getByTestId('job-edit-modal');
      await expect(modal.getByLabel('Overskrift')).toHaveValue(first.headline);
      await modal.getByLabel('Overskrift').fill(edited.headline);
      await modal.getByLabel('Beskrivelse').fill(edited.description);
      await look(customer, '05-edit-modal');
      await modal.getByRole('button', { name: 'Gem ændringerne' }).click();
      await expect(modal).toHaveCount(0);
      await expect(note(customer, 'Opgaven er ændret')).toBeVisible();
      await expect(customer.getByRole('heading', { level: 1, name: edited.headline })).toBeVisible();
      await expect(customer.getByText(edited.description)).toBeVisible();
      // And the companies read it as it is now.
      const description = await companyReads(company, first.id);
      await expect(description).toContainText(edited.headline);
      await expect(description).toContainText(edited.description);
      await closeDialog(company);
    });

    await test.step('the company bids on the second job; she adds to it, and the company reads it', async () => {
      await companyReads(company, second.id);
      await closeDialog(company);
      const card = company.locator(`[data-testid="open-job"][data-job-id="${second.id}"]`);
      await card.getByRole('button', { name: 'Giv tilbud' }).click();
      const bid = company.getByTestId('bid-modal');
      await bid.getByLabel(/^Pris/).fill('42000');
      await bid.getByLabel(/^Kommentar/).fill('Lærk, skruet skjult. Vi kan starte om tre uger.');
      await bid.getByRole('button', { name: 'Send tilbud' }).click();
      await expect(bid).toHaveCount(0);
      await expect(card.getByText('Du har givet tilbud')).toBeVisible();

      await customer.goto(`/bruger/opgave/${second.id}`);
      await expect(customer.getByTestId('offer').filter({ hasText: COMPANY })).toBeVisible();
      const control = customer.getByTestId('job-control');
      await expect(control.getByTestId('job-addition')).toBeVisible();
      await expect(control.getByTestId('job-edit')).toHaveCount(0);
      await control.getByRole('button', { name: 'Skriv en tilføjelse' }).click();
      const modal = customer.getByTestId('job-addition-modal');
      await modal.getByLabel('Tilføjelse').fill(addition);
      await look(customer, '06-addition-modal');
      await modal.getByRole('button', { name: 'Gem og giv firmaerne besked' }).click();
      await expect(modal).toHaveCount(0);
      await expect(note(customer, 'Tilføjelsen er gemt')).toBeVisible();
      const additions = control.getByTestId('job-additions');
      await expect(additions).toContainText(addition);
      await expect(additions).toContainText(/Tilføjelse \d/);
      // The original text stays as the company read it.
      await expect(customer.getByRole('heading', { level: 1, name: second.headline })).toBeVisible();
      // In the middle of the window: the notification lies over its lower edge.
      await additions.evaluate((list) => list.scrollIntoView({ block: 'center' }));
      await look(customer, '07-addition-shown');

      const description = await companyReads(company, second.id);
      await expect(description.locator('.job-addition')).toContainText('Tilføjelse fra kunden');
      await expect(description.locator('.job-addition')).toContainText(addition);
      await look(company, '08-company-reads-addition');
      await closeDialog(company);
    });

    await test.step('she withdraws the third job with a reason; it leaves the open list', async () => {
      await company.goto('/firma/opgaver');
      const card = company.locator(`[data-testid="open-job"][data-job-id="${third.id}"]`);
      await expect(card).toBeVisible();

      await customer.goto(`/bruger/opgave/${third.id}`);
      await customer.getByTestId('job-control').getByRole('button', { name: 'Træk opgaven tilbage' }).click();
      const modal = customer.getByTestId('withdraw-job-modal');
      await modal.getByLabel('Andet').check();
      await modal.getByLabel('Skriv kort hvorfor').fill('Naboen har en carport, vi må låne.');
      await look(customer, '09-withdraw-modal');
      await modal.getByTestId('withdraw-job-confirm').click();
      await expect(modal).toHaveCount(0);
      await expect(note(customer, 'Opgaven er trukket tilbage')).toBeVisible();
      await expect(customer.getByTestId('job-progress-next')).toContainText(
        'Du har trukket opgaven tilbage. Du kan åbne den igen til og med',
      );
      await expect(customer.getByTestId('job-withdraw')).toHaveCount(0);
      await expect(customer.getByTestId('reopen-job-button')).toBeVisible();
      await look(customer, '10-withdrawn', { fullPage: true });

      await company.reload();
      await expect(company.getByTestId('open-job').first()).toBeVisible();
      await expect(card).toHaveCount(0);

      // Within 30 days she may open it again: it is back in the company's list.
      await customer.getByTestId('reopen-job-button').click();
      await expect(customer.getByTestId('reopen-job')).toHaveCount(0);
      await expect(customer.getByTestId('job-withdraw')).toBeVisible();
      await company.reload();
      await expect(card).toBeVisible();
    });

    const questions = {
      first: `Kan hylderne være 30 cm dybe? (${stamp})`,
      second: `Er trappen med i prisen nu? (${stamp})`,
    };
    const answers = {
      first: `Ja, 30 cm er ingen sag. (${stamp})`,
      second: `Ja, trappen er med i prisen. (${stamp})`,
    };
    await test.step('she and the company write on two threads', async () => {
      await postAs(company.request, '/api/firma/bud', {
        job_id: first.id,
        amount: 16500,
        comment: 'Massiv eg, olieret, monteret.',
      });
      await customerWrites(customer, first.id, questions.first);
      await customerWrites(customer, second.id, questions.second);
      // Away from the job page, which shows the offers' messages and so marks them read.
      await customer.goto('/bruger/opgaver');
      await companyAnswers(company, first.id, questions.first, answers.first);
      await companyAnswers(company, second.id, questions.second, answers.second);
    });

    await test.step('her inbox: opening one thread marks only that thread read', async () => {
      // Not the job page: it shows its offers' messages and so marks them read.
      await customer.goto('/bruger/opgaver');
      await expectHeaderCount(customer, 2);
      await customer.goto('/bruger/beskeder');
      await expect(row(customer, first.id)).toContainText(answers.first.slice(0, 20));
      await expect(row(customer, first.id).getByTestId('unread-dot')).toHaveText('1');
      await expect(row(customer, second.id).getByTestId('unread-dot')).toHaveText('1');
      await look(customer, '11-inbox', { fullPage: true });

      await row(customer, second.id).click();
      await expect(customer).toHaveURL(new RegExp(`job_id=${second.id}`));
      const panel = customer.getByTestId('thread-panel');
      await expect(panel.getByTestId('thread').getByText(answers.second)).toBeVisible();
      await expectHeaderCount(customer, 1);
      await look(customer, '12-inbox-thread');
      await panel.getByRole('button', { name: '← Alle samtaler' }).click();
      await expect(row(customer, second.id).getByTestId('unread-dot')).toHaveCount(0);
      await expect(row(customer, first.id).getByTestId('unread-dot')).toHaveText('1');
      await expectHeaderCount(customer, 1);
      // The service agrees after a reload: only the opened thread was marked read.
      await customer.reload();
      await expect(row(customer, first.id).getByTestId('unread-dot')).toHaveText('1');
      await expect(row(customer, second.id).getByTestId('unread-dot')).toHaveCount(0);
      await expectHeaderCount(customer, 1);
    });

    let contactId = 0;
    await test.step('her profile: she saves her street address', async () => {
      await customer.goto('/bruger/profil');
      const details = customer.getByTestId('profile-form');
      await expect(details.getByLabel('Navn')).toHaveValue(NAME);
      await look(customer, '13-profile', { fullPage: true });
      await details.getByLabel('Adresse (vej og nummer)').fill(STREET);
      await details.getByRole('button', { name: 'Gem oplysninger' }).click();
      await customer.reload();
      await expect(customer.getByTestId('profile-form').getByLabel('Adresse (vej og nummer)')).toHaveValue(
        STREET,
      );
    });

    await test.step('she chooses the company on the second job; the street address is asked', async () => {
      await customer.goto(`/bruger/opgave/${second.id}`);
      const offer = customer.getByTestId('offer').filter({ hasText: COMPANY });
      contactId = Number(await offer.getAttribute('data-contact-id'));
      await offer.getByRole('button', { name: 'Vælg firma' }).click();
      const confirm = customer.getByRole('dialog', { name: `Vælg ${COMPANY} til opgaven?` });
      const street = confirm.getByLabel('Adresse, hvor opgaven skal udføres');
      await expect(street).toHaveValue(STREET);
      await look(customer, '14-choose-street');
      await confirm.getByRole('button', { name: `Ja, vælg ${COMPANY}` }).click();
      await expect(customer).toHaveURL(new RegExp(`/bruger/leverandorhyret/${second.id}/?\\?contact_id=`));
      await expect(customer.getByRole('heading', { level: 1, name: 'Leverandør valgt' })).toBeVisible();

      // Only the chosen company reads the address, in the booking's description.
      await toWonJobs(company);
      await expect(wonJob(company, contactId)).toContainText(NAME);
      const description = await companyReads(company, second.id);
      await expect(description.locator('.job-street')).toContainText(STREET);
      await closeDialog(company);
    });

    await test.step('"Hent mine data": a ZIP of JSON with her name', async () => {
      await customer.goto('/bruger/mine-data');
      await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
      await look(customer, '15-my-data', { fullPage: true });
      const downloading = customer.waitForEvent('download');
      await customer.getByTestId('export-link').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^opgavetorvet-data-\d{4}-\d\d-\d\d\.zip$/);
      const entries = await downloadedEntries(download);
      const json = [...entries].filter(([name]) => name.endsWith('.json'));
      expect(json.length).toBeGreaterThan(0);
      const users = JSON.parse(entries.get('data/users.json')!.toString('utf8')) as unknown[];
      expect(JSON.stringify(users)).toContain(NAME);
      expect(JSON.stringify(users)).toContain(email);
      const jobs = json.map(([, body]) => body.toString('utf8')).join('\n');
      expect(jobs).toContain(edited.headline);
      expect(jobs).toContain(addition);
    });

    await test.step('"Slet min konto": the password confirms it, and she can no longer log in', async () => {
      await customer.getByTestId('erase-open').click();
      const form = customer.getByTestId('erase-form');
      await form.getByLabel('Adgangskode').fill('forkert-kode-1');
      await form.getByRole('button', { name: 'Slet kontoen for altid' }).click();
      await expect(form).toContainText('Adgangskoden er forkert. Kontoen er ikke slettet.');
      await form.scrollIntoViewIfNeeded();
      await look(customer, '16-erase-form');
      await form.getByLabel('Adgangskode').fill(PASSWORD);
      await form.getByRole('button', { name: 'Slet kontoen for altid' }).click();
      await expect(customer).toHaveURL(/\/$/);
      await expect(customer.getByTestId('login-open')).toBeVisible();
      await expect(note(customer, 'Din konto er slettet')).toBeVisible();

      await loginThroughModal(customer, email, PASSWORD);
      await expect(customer.getByTestId('login-error')).toHaveText('Forkert e-mail eller adgangskode');
      await look(customer, '17-login-refused');
    });

    await test.step('the company still sees its booking, with "Slettet bruger"', async () => {
      await toWonJobs(company);
      const job = wonJob(company, contactId);
      await expect(job).toContainText(second.headline);
      await expect(job).toContainText('Slettet bruger');
      await expect(job).not.toContainText(NAME);
      await job.scrollIntoViewIfNeeded();
      await look(company, '18-company-booking');
      // Her messages stay with the company, from "Slettet bruger".
      await company.goto('/firma/beskeder');
      for (const job of [first, second]) {
        await expect(row(company, job.id).locator('.inbox-row__name')).toHaveText('Slettet bruger');
        await expect(row(company, job.id)).not.toContainText(NAME);
      }
      await look(company, '19-company-inbox');
      await row(company, first.id).click();
      await expect(company.getByTestId('thread').getByText(questions.first)).toBeVisible();
      await expect(company.getByTestId('thread')).not.toContainText(NAME);
      await expect(company.getByTestId('reply-form').getByLabel('Skriv til Slettet bruger')).toBeVisible();
      await look(company, '20-company-thread');
      // Her open job was withdrawn with the account: it left the company's open list.
      await company.goto('/firma/opgaver');
      await expect(company.getByTestId('open-job').first()).toBeVisible();
      await expect(company.locator(`[data-testid="open-job"][data-job-id="${third.id}"]`)).toHaveCount(0);
    });
  } finally {
    service.child.kill('SIGTERM');
  }
});
