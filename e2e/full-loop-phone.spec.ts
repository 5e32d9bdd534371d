// Journey (issue 10): the whole loop on a phone (390×844) on fresh data, with axe-core on every page
// and open dialog on the way (no serious or critical WCAG 2.2 AA violation, support/axe.ts).
// A visitor posts a job in the demo company's trade and region (Tømrer, 2100) and becomes a
// customer; she chooses her password from the welcome mail's link and logs in. The demo company
// bids from its new-job mail; she chooses it (answering the question); it confirms the job, texts
// her the expected dates, finishes it with the final price (and its confirmation step); she sees
// the final price and reviews the company. On a second job the company asks to cancel, the
// administrator approves, and the company's won-job card shows the decision. Users move through
// the phone header's 'Menu'. Screenshots of the main steps go to e2e/screenshots (git-ignored);
// nothing may stick out sideways.
import { expect, test } from '@playwright/test';
import { waitForMail } from './support/mailbox';
import {
  check,
  COMPANY,
  companyBids,
  customerChooses,
  dayFromNow,
  note,
  PASSWORD,
  phonePage,
  startTømrerJob,
  toWonJobs,
  viaMenu,
  wonJob,
} from './support/phone-loop';

test('on a phone: a new job to a review, and a cancellation the administrator decides', async ({
  browser,
}) => {
  // Three users, 25 axe runs: about 3.5 min on a busy 2-core machine.
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36);
  const headline = `Terrasse i lærk ${stamp}`;
  const secondHeadline = `Carport i fyr ${stamp}`;
  const email = `sofie.loop.${stamp}@example.dk`;
  const customer = await phonePage(browser);
  const company = await phonePage(browser, 'firma');
  let jobId = 0;
  let contactId = 0;

  await test.step('a visitor posts a job and becomes a customer', async () => {
    await customer.goto('/');
    await expect(customer.getByTestId('category-search')).toBeVisible();
    await check(customer, '01-home');
    await startTømrerJob(customer);
    await check(customer, '02-createjob');
    await customer.getByLabel('Overskrift').fill(headline);
    await customer
      .getByLabel('Beskrivelse')
      .fill('Ca. 25 m² terrasse bag huset i lærk, gerne i løbet af foråret.');
    await customer.getByRole('group', { name: 'Hvad skal laves?' }).getByLabel('Terrasse').check();
    await customer.getByLabel('Postnummer').fill('2100');
    await customer.getByLabel('Fulde navn').fill('Sofie Loop');
    await customer.getByLabel('E-mail').fill(email);
    await customer.getByLabel('Telefon').fill('22334466');
    await customer.getByRole('button', { name: 'Opret opgave' }).click();
    await expect(customer).toHaveURL(/\/bruger\/opgave\/\d+$/);
    jobId = Number(/\/bruger\/opgave\/(\d+)/.exec(customer.url())![1]);
    // The new page starts at its top, not where the long form was left.
    await expect(customer.getByRole('heading', { level: 1, name: headline })).toBeInViewport();
    await expect(customer.getByText('Ingen tilbud endnu')).toBeVisible();
    await check(customer, '03-new-job');
  });

  await test.step('she chooses her password from the welcome mail and logs in', async () => {
    const mail = await waitForMail(email, /^Din opgave er oprettet på Opgavetorvet$/);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/adgangskode#\S+)/.exec(mail.text ?? '')?.[1];
    expect(link, mail.text).toBeTruthy();
    await customer.goto(link!);
    await expect(customer.getByRole('heading', { level: 1, name: 'Vælg din adgangskode' })).toBeVisible();
    await expect(customer.getByLabel('E-mail')).toHaveValue(email);
    await expect(customer.getByLabel('Kode (6 cifre)')).toHaveValue(/^\d{6}$/);
    await customer.getByLabel(/Ny adgangskode/).fill(PASSWORD);
    await check(customer, '04-set-password');
    await customer.getByRole('button', { name: 'Gem ny adgangskode' }).click();
    await expect(customer.getByTestId('forgot-password-done')).toContainText('Din adgangskode er ændret');
    // Logged out everywhere, here too: the header offers 'Log ind' again.
    await expect(customer.getByTestId('login-open')).toBeVisible();
    await customer.getByTestId('forgot-password-done').getByRole('button', { name: 'Log ind' }).click();
    const login = customer.getByRole('dialog', { name: 'Log ind' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Adgangskode').fill(PASSWORD);
    await check(customer, '05-login');
    await login.getByRole('button', { name: 'Log ind', exact: true }).click();
    await expect(customer).toHaveURL(/\/bruger\/opgaver$/);
    await expect(customer.getByRole('link', { name: headline })).toBeVisible();
    await check(customer, '06-my-jobs');
  });

  await test.step('the company bids from its new-job mail', async () => {
    await companyBids(company, headline, jobId, '18500');
    await check(company, '07-company-bid');
    await company.getByTestId('bid-modal').getByRole('button', { name: 'Send tilbud' }).click();
    await expect(company.getByTestId('bid-modal')).toHaveCount(0);
    const card = company.locator(`[data-testid="open-job"][data-job-id="${jobId}"]`);
    await expect(card.getByText('Du har givet tilbud')).toBeVisible();
    await check(company, '08-company-open-jobs');
  });

  await test.step('the customer chooses the company', async () => {
    contactId = await customerChooses(customer, headline);
    await check(customer, '09-choose-question');
    // The street address only the chosen company will see (issue 32).
    await customer.getByLabel('Adresse, hvor opgaven skal udføres').fill('Kastanjevej 9');
    await customer.getByRole('button', { name: `Ja, vælg ${COMPANY}` }).click();
    await expect(customer).toHaveURL(
      new RegExp(`/bruger/leverandorhyret/${jobId}/?\\?contact_id=${contactId}$`),
    );
    await expect(customer.getByRole('heading', { level: 1, name: 'Leverandør valgt' })).toBeVisible();
    await expect(customer.getByText(`Du har valgt ${COMPANY} til »${headline}«.`)).toBeVisible();
    await check(customer, '10-supplier-hired');
  });

  await test.step('the company confirms the job and texts the expected dates', async () => {
    await toWonJobs(company);
    const job = wonJob(company, contactId);
    await expect(job).toContainText(headline);
    await expect(job).toContainText('Afventer din bekræftelse');
    await check(company, '11-won-jobs');
    await job.getByRole('button', { name: 'Bekræft opgaven' }).click();
    const decision = company.getByTestId('decision-modal');
    await expect(decision).toContainText(`Sofie Loop har valgt dit tilbud på »${headline}«.`);
    await check(company, '12-confirm-question');
    await decision.getByRole('button', { name: 'Ja', exact: true }).click();
    await expect(note(company, 'Opgaven er bekræftet')).toBeVisible();
    await expect(job.getByRole('button', { name: 'Afslut opgave' })).toBeVisible();

    await job.getByRole('button', { name: 'Send datoer til kunden' }).click();
    const sms = company.getByTestId('sms-modal');
    await expect(sms.getByRole('heading', { name: 'Forventede datoer' })).toBeVisible();
    await sms.getByLabel('Forventet startdato').fill(dayFromNow(7));
    await sms.getByLabel('Forventet slutdato').fill(dayFromNow(9));
    await check(company, '13-sms-dates');
    await sms.getByRole('button', { name: 'Send sms' }).click();
    await expect(sms.getByRole('button', { name: 'Sms sendt' })).toBeDisabled();
    await expect(note(company, 'Sms’en er sendt til Sofie Loop.')).toBeVisible();
    await sms.getByRole('button', { name: 'Luk' }).last().click();
    await expect(sms).toHaveCount(0);
    await expect(job.getByText('Sms sendt', { exact: true })).toBeVisible();
  });

  await test.step('the company finishes the job with its final price', async () => {
    const job = wonJob(company, contactId);
    await job.getByRole('button', { name: 'Afslut opgave' }).click();
    const finish = company.getByTestId('finish-modal');
    await finish.getByRole('radio', { name: /Opgaven er udført/ }).check();
    await finish.getByRole('button', { name: 'Fortsæt' }).click();
    await finish.getByLabel(/^Endelig pris/).fill('18500');
    await finish.getByLabel(/^Øre/).fill('50');
    await check(company, '14-finish-price');
    await finish.getByRole('button', { name: 'Afslut opgave' }).click();
    await expect(finish.getByTestId('finish-confirm')).toContainText(
      'Afslut opgaven med den endelige pris 18.500,50 kr.?',
    );
    await check(company, '15-finish-confirm');
    await finish.getByRole('button', { name: 'Ja, afslut opgaven' }).click();
    await expect(finish.getByTestId('finish-result')).toContainText('18.500,50 kr.');
    await finish.getByRole('button', { name: 'OK' }).click();
    await expect(finish).toHaveCount(0);
    await expect(job.getByText('Opgave afsluttet – 18.500,50 kr.')).toBeVisible();
    await check(company, '16-finished');
  });

  await test.step('the customer sees the final price and reviews the company', async () => {
    await viaMenu(customer, 'Mine opgaver');
    await customer.getByRole('link', { name: headline }).click();
    const offer = customer.getByTestId('offer').filter({ hasText: COMPANY });
    await expect(offer.getByTestId('final-price')).toHaveText(
      'Endelig pris oplyst af firmaet: 18.500,50 kr.',
    );
    await expect(offer).toContainText('Opgave afsluttet');
    await offer.getByTestId('final-price').scrollIntoViewIfNeeded();
    await check(customer, '17-final-price');
    await customer.getByRole('button', { name: `Anmeld ${COMPANY}` }).click();
    const review = customer.getByTestId('review-modal');
    await review.getByLabel('5 stjerner: Yderst tilfredsstillende').check();
    await review.getByLabel('Overskrift').fill('Smuk terrasse, holdt tiden');
    await review
      .getByLabel('Din anmeldelse')
      .fill('Kom som aftalt, byggede terrassen pænt og ryddede op bagefter.');
    await check(customer, '18-review');
    await review.getByRole('button', { name: 'Send anmeldelse' }).click();
    await expect(note(customer, 'Tak for din anmeldelse!')).toBeVisible();
    await expect(customer.getByTestId('reviewed')).toHaveText(`Du har anmeldt ${COMPANY} (5 af 5 stjerner).`);
    await check(customer, '19-reviewed');
  });

  let secondJobId = 0;
  let secondContactId = 0;
  await test.step('a second job: posted, bid on, chosen and confirmed', async () => {
    await customer.getByRole('link', { name: 'Opgavetorvet' }).first().click();
    await startTømrerJob(customer);
    await customer.getByLabel('Overskrift').fill(secondHeadline);
    await customer.getByLabel('Beskrivelse').fill('Enkelt carport i fyr til én bil ved siden af huset.');
    await customer.getByRole('group', { name: 'Hvad skal laves?' }).getByLabel('Carport').check();
    await customer.getByLabel('Postnummer').fill('2100');
    await check(customer, '20-createjob-logged-in');
    await customer.getByRole('button', { name: 'Opret opgave' }).click();
    await expect(customer).toHaveURL(/\/bruger\/opgave\/\d+$/);
    secondJobId = Number(/\/bruger\/opgave\/(\d+)/.exec(customer.url())![1]);
    await expect(customer.getByRole('heading', { level: 1, name: secondHeadline })).toBeVisible();

    await companyBids(company, secondHeadline, secondJobId, '9500');
    await company.getByTestId('bid-modal').getByRole('button', { name: 'Send tilbud' }).click();
    await expect(company.getByTestId('bid-modal')).toHaveCount(0);

    secondContactId = await customerChooses(customer, secondHeadline);
    await customer.getByRole('button', { name: `Ja, vælg ${COMPANY}` }).click();
    await expect(customer.getByRole('heading', { level: 1, name: 'Leverandør valgt' })).toBeVisible();

    await toWonJobs(company);
    const job = wonJob(company, secondContactId);
    await job.getByRole('button', { name: 'Bekræft opgaven' }).click();
    await company.getByTestId('decision-modal').getByRole('button', { name: 'Ja', exact: true }).click();
    await expect(job.getByRole('button', { name: 'Afslut opgave' })).toBeVisible();
  });

  const reason = 'Kunden har aflyst carporten, da grunden skal sælges.';
  await test.step('the company asks to cancel the second job', async () => {
    const job = wonJob(company, secondContactId);
    await job.getByRole('button', { name: 'Afslut opgave' }).click();
    const finish = company.getByTestId('finish-modal');
    await finish.getByRole('radio', { name: 'Kunden har aflyst opgaven' }).check();
    await finish.getByRole('button', { name: 'Fortsæt' }).click();
    await finish.getByLabel('Beskriv, hvorfor opgaven blev annulleret').fill(reason);
    await check(company, '21-cancel-form');
    await finish.getByRole('button', { name: 'Send annullering' }).click();
    await expect(finish).toHaveCount(0);
    await expect(job.getByText('annulleret (afventer admin)', { exact: true }).last()).toBeVisible();
    await check(company, '22-cancel-pending');
  });

  const decisionReason = 'Kunden har bekræftet over for os, at opgaven er aflyst.';
  await test.step('the administrator approves the cancellation', async () => {
    const admin = await phonePage(browser, 'admin');
    await admin.goto('/');
    await viaMenu(admin, 'Annulleringer');
    await expect(admin.getByRole('heading', { level: 1, name: 'Annulleringer' })).toBeVisible();
    const card = admin.locator(`[data-testid="cancellation"][data-job-id="${secondJobId}"]`);
    await expect(card).toContainText(secondHeadline);
    await expect(card).toContainText(reason);
    await card.scrollIntoViewIfNeeded();
    await check(admin, '23-admin-cancellations');
    await card.getByRole('button', { name: 'Godkend' }).click();
    const dialog = admin.getByTestId('decision-modal');
    await dialog.getByLabel('Begrundelse').fill(decisionReason);
    await check(admin, '24-admin-decision');
    await dialog.getByRole('button', { name: 'Godkend' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(note(admin, 'er godkendt')).toBeVisible();
    await expect(card).toHaveCount(0);
    await admin.context().close();
  });

  await test.step("the company's won-job card shows the decision", async () => {
    await toWonJobs(company);
    const job = wonJob(company, secondContactId);
    const decision = job.getByTestId('cancel-decision');
    await expect(decision).toContainText(/^Opgavetorvet godkendte annulleringen /);
    await expect(decision).toContainText(`Begrundelse: ${decisionReason}`);
    await expect(job).toContainText('Annulleret');
    await decision.scrollIntoViewIfNeeded();
    await check(company, '25-cancel-decided');
  });

  await customer.context().close();
  await company.context().close();
});
