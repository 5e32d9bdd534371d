// Journey (issue 33): the administrator edits a pricelist from its support case, on a service of its
// own (as admin-runs-site.spec.ts, so no demo login's state leaks into the other journeys). The demo
// company sends 'Foreslå ændringer til prislisten' from /hjaelp/firma?title=1; the demo administrator
// opens it in /admin/henvendelser, follows 'Ret firmaets prisliste og profil' to the company's
// editor with the case beside it, sets the Tømrer line's price, answers the case from the same
// screen (the answer box starts with the sentence that the pricelist is updated) and closes it. The
// public profile's pricelist shows the new price, the company's case is answered, and the company's
// admin page names the change. Each admin screen is checked with axe and shot at 1366 and 390 px
// into /tmp/admin-shots/.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SHOTS, look, newPage } from './support/admin-look';
import { demoLogins, demoPassword } from './support/demo-logins';
import { loginThroughModal } from './support/login';
import { startService } from './support/own-server';

const note = (page: Page, text: string | RegExp) =>
  page.getByTestId('notification').filter({ hasText: text });

test('the administrator edits a pricelist from its support case and answers the case there', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  mkdirSync(ADMIN_SHOTS, { recursive: true });
  const problems: string[] = [];
  const stamp = Date.now().toString(36);
  // A price of this run (whole kroner), shown on the profile as e.g. '1.234 kr.'.
  const price = 1000 + (Date.now() % 9000);
  const shownPrice = `${String(price).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} kr.`;
  const request = `Tømrerarbejde skal koste ${price} kr. i timen fremover (${stamp}).`;
  const service = await startService({});
  try {
    const company = await newPage(browser, service.baseURL);
    const admin = await newPage(browser, service.baseURL);
    const visitor = await newPage(browser, service.baseURL);

    await test.step('the company asks for a change of its pricelist', async () => {
      await company.goto('/');
      await loginThroughModal(company, demoLogins.firma.email, demoPassword);
      await expect(company).toHaveURL(new RegExp(`${demoLogins.firma.landing}$`));
      await company.goto('/hjaelp/firma?title=1');
      const form = company.getByTestId('support-case-form');
      await expect(form.getByLabel('Emne')).toHaveValue('Foreslå ændringer til prislisten');
      await form.getByLabel('Besked').fill(request);
      await form.getByRole('button', { name: 'Opret supportsag' }).click();
      await expect(note(company, 'Din supportsag er oprettet')).toBeVisible();
    });

    let caseId = '';
    await test.step('the administrator opens the case and follows it to the company’s pricelist', async () => {
      await admin.goto('/');
      await loginThroughModal(admin, demoLogins.admin.email, demoPassword);
      await expect(admin).toHaveURL(new RegExp(`${demoLogins.admin.landing}$`));
      await admin.goto('/admin/henvendelser');
      const item = admin.getByTestId('help-item').filter({ hasText: stamp });
      await expect(item).toContainText('Foreslå ændringer til prislisten');
      await item.getByRole('button', { name: 'Læs og svar' }).click();
      const dialog = admin.getByTestId('help-thread-modal');
      await expect(dialog.getByText(request)).toBeVisible();
      await dialog.getByRole('link', { name: 'Ret firmaets prisliste og profil' }).click();
      await expect(admin).toHaveURL(/\/admin\/firmaer\/\d+\?sag=\d+$/);
      caseId = new URL(admin.url()).searchParams.get('sag')!;
      await expect(admin.getByRole('heading', { level: 1, name: 'Demo Byg & Anlæg ApS' })).toBeVisible();
      await expect(admin.getByTestId('company-case')).toContainText(request);
      await expect(admin.getByTestId('pricelist-edit-form')).toBeVisible();
      await look(admin, 'admin-firma-prisliste-sag', problems);
    });

    await test.step('a price that is not whole kroner is refused at its box; the right one is saved', async () => {
      const form = admin.getByTestId('pricelist-edit-form');
      const box = form.getByLabel('Tømrer, pris i kr.');
      await box.fill('12,50');
      await form.getByRole('button', { name: 'Gem prislisten' }).click();
      await expect(form).toContainText(
        'Skriv prisen i hele kroner fra 1 til 1.000.000, eller lad feltet stå tomt.',
      );
      await look(admin, 'admin-firma-prisliste-fejl', problems);
      await box.fill(String(price));
      await form.getByRole('button', { name: 'Gem prislisten' }).click();
      await expect(note(admin, 'Prislisten er gemt')).toBeVisible();
      await expect(form.getByLabel('Tømrer, pris i kr.')).toHaveValue(String(price));
    });

    await test.step('the case is answered and closed from the same screen', async () => {
      const answer = admin.getByTestId('company-case-answer');
      const box = answer.getByLabel('Dit svar');
      await expect(box).toHaveValue(/^Vi har opdateret jeres prisliste/);
      await look(admin, 'admin-firma-prisliste-svar', problems);
      await answer.getByRole('button', { name: 'Send svar' }).click();
      await expect(note(admin, 'Svaret er sendt')).toBeVisible();
      await expect(admin.getByTestId('company-case-message').last()).toContainText(
        'Vi har opdateret jeres prisliste',
      );
      await admin.getByRole('button', { name: 'Luk henvendelse' }).click();
      await expect(note(admin, 'Henvendelsen er lukket')).toBeVisible();
      await expect(admin.getByTestId('company-case-closed')).toBeVisible();
      await expect(admin.getByTestId('admin-audit')).toContainText('Prisliste rettet');
      await look(admin, 'admin-firma-prisliste-lukket', problems);
    });

    await test.step('the public profile shows the new price; the company sees the answer', async () => {
      await visitor.goto('/demo-byg-anlaeg');
      await expect(visitor.getByTestId('pricelist')).toContainText(`Tømrer: ${shownPrice}`);
      await company.reload();
      const ownCase = company.locator(`[data-testid="support-case"][data-case-id="${caseId}"]`);
      await expect(ownCase).toContainText('Foreslå ændringer til prislisten');
      await expect(ownCase.getByText('Lukket')).toBeVisible();
    });

    expect(problems, problems.join('\n\n')).toEqual([]);
  } finally {
    service.child.kill('SIGTERM');
  }
});
