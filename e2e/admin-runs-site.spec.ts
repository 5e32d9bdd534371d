// Journey (issue 33): the administrator runs the site, on a service of its own (the demo
// administrator sets up its second factor, which the other journeys' demo login must not meet).
// The demo administrator sets up TOTP on /admin/totp (the test computes the codes with otplib), sees
// its recovery codes, logs out and in again: the code is asked, a wrong one is refused, the right
// one gets in. It finds the demo customer on /admin/kunder by e-mail and blocks her with a reason:
// her login is refused with the Danish text in the login modal; reopened, she gets in. The demo
// company reports a review on /firma/anmeldelser ('Anmeld anmeldelse'); the administrator removes it
// on /admin/anmeldelser on a stated ground, and the public profile shows in its place that a review
// was removed and why. The administrator finds the customer's new job on /admin/opgaver and removes
// it with a reason: her job page says so and why; opened again, it says nothing of it. Each admin
// page is checked with axe and shot at 1366 and 390 px into /tmp/admin-shots/.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import type { CategoryDetailReply } from '@opgavetorvet/contracts';
import { postAs } from './support/api';
import { ADMIN_SHOTS as SHOTS, look, newPage } from './support/admin-look';
import { demoLogins, demoPassword } from './support/demo-logins';
import { loginThroughModal } from './support/login';
import { startService } from './support/own-server';

const TOTP_PERIOD = 30;

/** The TOTP time step of now. */
const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD);
/** The code an authenticator app shows for `secret` in time step `step`. */
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * TOTP_PERIOD });

const note = (page: Page, text: string | RegExp) =>
  page.getByTestId('notification').filter({ hasText: text });

/** Logs in through the header's modal as the demo administrator, up to the code's page. */
async function adminPassword(page: Page): Promise<void> {
  await page.goto('/');
  await loginThroughModal(page, demoLogins.admin.email, demoPassword);
}

test('the administrator sets up TOTP, blocks a customer, removes a reported review and a job', async ({
  browser,
}) => {
  // Four users on a service of their own, about 30 axe runs.
  test.setTimeout(600_000);
  mkdirSync(SHOTS, { recursive: true });
  const problems: string[] = [];
  const stamp = Date.now().toString(36);
  const service = await startService({
    ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
  });
  try {
    const admin = await newPage(browser, service.baseURL);
    const customer = await newPage(browser, service.baseURL);
    const company = await newPage(browser, service.baseURL);
    const visitor = await newPage(browser, service.baseURL);
    let secret = '';
    let claimed = 0;

    await test.step('the demo administrator sets up TOTP and sees the recovery codes', async () => {
      await adminPassword(admin);
      await expect(admin).toHaveURL(new RegExp(`${demoLogins.admin.landing}$`));
      await admin.goto('/admin/administratorer');
      const self = admin.getByTestId('administrator').filter({ hasText: demoLogins.admin.email });
      await expect(self).toContainText('Kun adgangskode (demo)');
      await expect(admin.getByTestId('invite-form')).toBeVisible();
      await look(admin, 'admin-administratorer', problems);

      await admin.getByRole('link', { name: 'Din totrinsbekræftelse' }).click();
      await expect(admin).toHaveURL(/\/admin\/totp$/);
      await admin.getByTestId('totp-start').click();
      await expect(admin.getByTestId('totp-secret')).not.toBeEmpty();
      secret = (await admin.getByTestId('totp-secret').textContent())!.trim();
      await expect(admin.getByTestId('totp-uri')).toHaveAttribute('href', /^otpauth:\/\/totp\//);
      await look(admin, 'admin-totp-setup', problems);

      claimed = stepNow();
      await admin.getByLabel('Kode fra appen').fill(await codeAt(secret, claimed));
      await admin.getByTestId('totp-confirm').click();
      const codes = admin.getByTestId('recovery-codes');
      await expect(codes.getByRole('heading', { name: 'Dine gendannelseskoder' })).toBeVisible();
      await expect(codes.locator('li')).toHaveCount(10);
      await look(admin, 'admin-totp-recovery-codes', problems);
      await admin.goto('/admin/totp');
      await expect(admin.getByTestId('admin-totp')).toContainText(
        'Totrinsbekræftelse er sat op for din konto',
      );
    });

    await test.step('at the next login the code is asked; a wrong one is refused, the right one gets in', async () => {
      await admin.getByTestId('logout').click();
      await expect(admin.getByTestId('login-open')).toBeVisible();
      await adminPassword(admin);
      await expect(admin).toHaveURL(/\/admin\/totp$/);
      const form = admin.getByTestId('totp-code-form');
      await expect(form.getByRole('heading', { name: 'Kode fra din godkendelses-app' })).toBeVisible();
      // Nothing else is reached before the code.
      const before = await admin.request.get('/api/admin/administratorer');
      expect(before.status()).toBe(401);
      await look(admin, 'admin-totp-verify', problems);

      // A code never shown around now: none of the steps either side.
      const near = await Promise.all([-1, 0, 1].map((offset) => codeAt(secret, stepNow() + offset)));
      const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
      await form.getByLabel('Kode').fill(wrong);
      await admin.getByTestId('totp-code-submit').click();
      await expect(form).toContainText(
        'Koden er forkert eller allerede brugt. Skriv den næste kode fra appen.',
      );
      await expect(admin).toHaveURL(/\/admin\/totp$/);

      // The next code after the one the set-up used (a used step is refused).
      const step = Math.max(claimed + 1, stepNow());
      await form.getByLabel('Kode').fill(await codeAt(secret, step));
      await admin.getByTestId('totp-code-submit').click();
      await expect(admin).toHaveURL(new RegExp(`${demoLogins.admin.landing}$`));
      await expect(admin.getByTestId('logout')).toBeVisible();
      await admin.goto('/admin/administratorer');
      await expect(
        admin.getByTestId('administrator').filter({ hasText: demoLogins.admin.email }),
      ).toContainText('Totrinsbekræftelse sat op');
    });

    const blockReason = `Gentagne krænkende beskeder til firmaer (${stamp}).`;
    await test.step('the administrator finds the demo customer by e-mail and blocks her', async () => {
      await admin.goto('/admin/kunder');
      await admin.getByLabel('Søg efter kunde').fill(demoLogins.bruger.email);
      await admin.getByRole('button', { name: 'Søg', exact: true }).click();
      const result = admin.getByTestId('kunder-result').filter({ hasText: demoLogins.bruger.email });
      await expect(result).toHaveCount(1);
      await expect(result).toContainText('Aktiv');
      await look(admin, 'admin-kunder', problems);
      await result.getByRole('link').click();
      await expect(admin).toHaveURL(/\/admin\/kunder\/\d+$/);
      const block = admin.getByTestId('kunde-block');
      await block.getByRole('button', { name: 'Spær kunden' }).click();
      await block.getByLabel('Begrundelse').fill(blockReason);
      await look(admin, 'admin-kunde-block-form', problems);
      await block.getByRole('button', { name: 'Spær kunden' }).click();
      await expect(admin.getByTestId('kunde-blocked-reason')).toContainText(blockReason);
      await expect(block.getByRole('button', { name: 'Genåbn kunden' })).toBeVisible();
      await look(admin, 'admin-kunde-blocked', problems);
    });

    await test.step('the blocked customer cannot log in; reopened, she can', async () => {
      await customer.goto('/');
      await loginThroughModal(customer, demoLogins.bruger.email, demoPassword);
      await expect(customer.getByTestId('login-error')).toHaveText(
        'Din profil er spærret. Kontakt Opgavetorvet for at få den genåbnet.',
      );
      await expect(customer.getByTestId('logout')).toHaveCount(0);

      const block = admin.getByTestId('kunde-block');
      await block.getByRole('button', { name: 'Genåbn kunden' }).click();
      await block.getByLabel('Begrundelse').fill('Kunden har lovet at skrive pænt fremover.');
      await block.getByRole('button', { name: 'Genåbn kunden' }).click();
      await expect(admin.getByTestId('kunde-blocked-reason')).toHaveCount(0);
      await expect(block.getByRole('button', { name: 'Spær kunden' })).toBeVisible();
      await expect(admin.getByTestId('admin-kunde')).toContainText('Aktiv');

      await customer.getByRole('dialog').getByRole('button', { name: 'Log ind', exact: true }).click();
      await expect(customer).toHaveURL(new RegExp(`${demoLogins.bruger.landing}$`));
    });

    const reportReason = `Personen har aldrig været kunde hos os (${stamp}).`;
    let reviewId = '';
    await test.step('the company reports a review with a reason', async () => {
      await company.goto('/');
      await loginThroughModal(company, demoLogins.firma.email, demoPassword);
      await expect(company).toHaveURL(new RegExp(`${demoLogins.firma.landing}$`));
      await company.goto('/firma/anmeldelser');
      const review = company
        .getByTestId('review-list')
        .locator('article.review:not(.review--removed)')
        .first();
      await expect(review).toBeVisible();
      reviewId = (await review.getAttribute('data-review-id'))!;
      await review.getByRole('button', { name: 'Anmeld anmeldelse' }).click();
      const modal = company.getByTestId('report-review-modal');
      await modal.getByLabel(/^Hvorfor skal anmeldelsen fjernes/).fill(reportReason);
      await look(company, 'firma-report-review-modal', problems, { fullPage: false });
      await modal.getByRole('button', { name: 'Send til Opgavetorvet' }).click();
      await expect(modal).toHaveCount(0);
      await expect(company.locator(`article.review[data-review-id="${reviewId}"]`)).toContainText(
        'Anmeldt til Opgavetorvet',
      );
    });

    await test.step('the administrator removes it on a stated ground; the profile says so', async () => {
      await visitor.goto('/demo-byg-anlaeg');
      const shown = visitor.getByRole('tabpanel').locator(`.review[data-review-id="${reviewId}"]`);
      const text = (await shown.locator('.review-text').textContent())!.trim();
      expect(text).not.toBe('');

      await admin.goto('/admin/anmeldelser');
      const card = admin.getByTestId('reported-review').filter({ hasText: reportReason });
      await expect(card).toContainText('Anmeldt');
      await expect(card).toContainText(text);
      await look(admin, 'admin-anmeldelser', problems);
      await card.getByRole('button', { name: 'Fjern anmeldelse' }).click();
      const modal = admin.getByTestId('review-removal-modal');
      await modal.getByLabel('Indeholdt personoplysninger').check();
      await look(admin, 'admin-anmeldelser-removal-modal', problems, { fullPage: false });
      await modal.getByRole('button', { name: 'Fjern anmeldelse' }).click();
      await expect(modal).toHaveCount(0);
      await expect(note(admin, 'Anmeldelsen er fjernet')).toBeVisible();
      await expect(card).toHaveCount(0);
      await admin.getByRole('link', { name: /^Afgjorte/ }).click();
      const decided = admin.getByTestId('reported-review').filter({ hasText: reportReason });
      await expect(decided).toContainText('Fjernet');
      await look(admin, 'admin-anmeldelser-decided', problems);

      await visitor.reload();
      await expect(shown).toContainText('En anmeldelse er fjernet af Opgavetorvet den');
      await expect(shown).toContainText('Begrundelse: Indeholdt personoplysninger.');
      await expect(shown).not.toContainText(text);
    });

    const headline = `Mistænkeligt tilbud om sort arbejde ${stamp}`;
    const removalReason = 'Opgaven opfordrer til sort arbejde uden moms, og det er ulovligt.';
    let jobId = 0;
    await test.step('the administrator finds the customer’s job and removes it; her page says why', async () => {
      const carpenter = (await (
        await customer.request.get('/api/categories/toemrer')
      ).json()) as CategoryDetailReply;
      jobId = (
        await postAs<{ job_id: number }>(customer.request, '/api/opgaver', {
          category_id: carpenter.category.id,
          headline,
          description: 'Nyt tag på carporten, gerne kontant og uden regning. Der er god plads.',
          zip: '2100',
          attributes: carpenter.attributes
            .filter((attribute) => attribute.required)
            .map((attribute) => ({ attribute_id: attribute.id, option_id: attribute.options[0].id })),
        })
      ).job_id;

      await admin.goto('/admin/opgaver');
      await admin.getByLabel('Søg i opgaver').fill(headline);
      await admin.getByRole('button', { name: 'Søg', exact: true }).click();
      const result = admin.getByTestId('opgaver-result').filter({ hasText: headline });
      await expect(result).toHaveCount(1);
      await expect(result).toContainText(`Job-ID ${jobId}`);
      await look(admin, 'admin-opgaver', problems);
      await result.getByRole('link', { name: headline }).click();
      await expect(admin).toHaveURL(new RegExp(`/admin/opgaver/${jobId}$`));
      await expect(admin.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      const remove = admin.getByTestId('opgave-remove');
      await remove.getByLabel('Begrundelse').fill(removalReason);
      await look(admin, 'admin-opgave', problems);
      await remove.getByRole('button', { name: 'Luk og fjern' }).click();
      await expect(admin.getByTestId('opgave-removed')).toContainText(removalReason);
      await expect(admin.getByTestId('opgave-restore')).toBeVisible();
      await look(admin, 'admin-opgave-removed', problems);

      await customer.goto(`/bruger/opgave/${jobId}`);
      const removed = customer.getByTestId('job-removed');
      await expect(removed).toContainText('Opgavetorvet har fjernet opgaven');
      await expect(removed).toContainText(`Begrundelse: ${removalReason}`);
      await look(customer, 'bruger-job-removed', problems);
    });

    await test.step('opened again, the job is back and her page says nothing of the removal', async () => {
      const restore = admin.getByTestId('opgave-restore');
      await restore.getByLabel('Begrundelse').fill('Kunden har rettet teksten, så den er lovlig.');
      await restore.getByRole('button', { name: 'Åbn igen' }).click();
      await expect(admin.getByTestId('opgave-removed')).toHaveCount(0);
      await expect(admin.getByTestId('opgave-remove')).toBeVisible();
      await customer.reload();
      await expect(customer.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      await expect(customer.getByTestId('job-removed')).toHaveCount(0);
    });

    await test.step('the audit log names who did what', async () => {
      await admin.goto('/admin/log');
      const log = admin.getByTestId('audit-log');
      await expect(log).toBeVisible();
      await expect(log).toContainText('admin.totp_setup');
      await look(admin, 'admin-log', problems);
    });

    expect(problems, problems.join('\n\n')).toEqual([]);
  } finally {
    service.child.kill('SIGTERM');
  }
});
