// Journey (issue 33): the administrator removes a reported photo, on a service of its own. The demo
// company adds a reference with two captioned photos on /firma/oplysninger. A visitor without a
// login opens one of them in the lightbox on the company's profile /demo-byg-anlaeg and reports it
// ('Anmeld billede') with a reason. The demo administrator finds it on /admin/billeder with the
// reference, the caption and the visitor's reason, and removes it with a reason (an empty one is
// refused first). It leaves the open list and is 'Fjernet' among the decided, with the reason; the
// profile shows the reference with its other photo only, the removed file answers 404, the
// company's own page has one photo left, and the company gets a mail saying which photo and why.
// Each admin page and step is checked with axe and shot at 1366 and 390 px into /tmp/admin-shots/.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_SHOTS, look, newPage } from './support/admin-look';
import { demoLogins, demoPassword } from './support/demo-logins';
import { loginThroughModal, readPriceListNotice } from './support/login';
import { waitForMail } from './support/mailbox';
import { startService } from './support/own-server';
import { COMPANY, note } from './support/phone-loop';
import { landscapeJpeg, landscapePng } from './support/photo-files';

const DEMO_SLUG = 'demo-byg-anlaeg';
const KEPT = 'terrasse-brædder.jpg';
const KEPT_CAPTION = 'Terrassen færdig og olieret';
const REPORTED = 'skitse.png';
const REPORTED_CAPTION = 'Tegning af terrassen';

test('a visitor reports a reference photo; the administrator removes it and the company is told why', async ({
  browser,
}) => {
  // Three users on a service of their own, photos processed, about ten axe runs.
  test.setTimeout(300_000);
  mkdirSync(ADMIN_SHOTS, { recursive: true });
  const problems: string[] = [];
  const stamp = Date.now().toString(36);
  const referenceTitle = `Ny terrasse i Charlottenlund ${stamp}`;
  const reportReason = `Billedet er kopieret fra et andet firmas hjemmeside (${stamp}).`;
  const removalReason = `Billedet er ikke firmaets eget arbejde og må ikke vises som reference (${stamp}).`;
  const [kept, reported] = await Promise.all([landscapeJpeg(KEPT), landscapePng(REPORTED)]);
  const service = await startService({
    // The uploader's mail goes to scripts/e2e.mjs's SMTP server.
    ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
  });
  try {
    const company = await newPage(browser, service.baseURL);
    const visitor = await newPage(browser, service.baseURL);
    const admin = await newPage(browser, service.baseURL);
    const gallery = visitor.getByRole('list', { name: `Billeder fra »${referenceTitle}«` });
    const reportedThumb = gallery.getByRole('button', { name: new RegExp(`: ${REPORTED_CAPTION}$`) });
    const keptThumb = gallery.getByRole('button', { name: new RegExp(`: ${KEPT_CAPTION}$`) });

    await test.step('the demo company adds a reference with two captioned photos', async () => {
      await company.goto('/');
      await loginThroughModal(company, demoLogins.firma.email, demoPassword);
      await expect(company).toHaveURL(new RegExp(`${demoLogins.firma.landing}$`));
      await readPriceListNotice(company);
      await company.goto('/firma/oplysninger');
      const section = company.getByTestId('references-section');
      await section.getByRole('button', { name: 'Tilføj reference' }).click();
      const editor = company.getByTestId('reference-editor');
      await editor.getByLabel('Titel').fill(referenceTitle);
      await editor.getByLabel('Kort tekst (valgfri)').fill('Terrasse i lærk med trappe ned til haven.');
      await editor.getByLabel('Vælg billeder').setInputFiles([kept, reported]);
      for (const [name, caption] of [
        [KEPT, KEPT_CAPTION],
        [REPORTED, REPORTED_CAPTION],
      ]) {
        await expect(editor.getByRole('button', { name: `Fjern ${name}` })).toBeVisible();
        await editor
          .getByRole('listitem')
          .filter({ hasText: name })
          .getByLabel('Billedtekst (valgfri)')
          .fill(caption);
      }
      await editor.getByRole('button', { name: 'Gem reference' }).click();
      await expect(note(company, 'Referencen er gemt.')).toBeVisible();
      await expect(editor).toHaveCount(0);
    });

    await test.step('a visitor opens the photo in the lightbox on the profile and reports it', async () => {
      await visitor.goto(`/${DEMO_SLUG}`);
      await expect(visitor.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
      await expect(gallery.getByRole('button')).toHaveCount(2);
      await reportedThumb.click();
      const lightbox = visitor.getByRole('dialog', { name: 'Billedfremviser' });
      await expect(lightbox.getByRole('img', { name: REPORTED_CAPTION })).toBeVisible();
      await lightbox.getByRole('button', { name: 'Anmeld billede' }).click();
      await lightbox.getByRole('button', { name: 'Send anmeldelse' }).click();
      await expect(lightbox).toContainText('Dette felt må ikke være tomt.');
      await lightbox.getByLabel('Hvorfor skal billedet fjernes?').fill(reportReason);
      await look(visitor, 'profile-photo-report', problems, { fullPage: false });
      await lightbox.getByRole('button', { name: 'Send anmeldelse' }).click();
      await expect(lightbox.getByRole('status')).toHaveText(
        'Tak. Billedet er sendt til Opgavetorvet, som ser på det.',
      );
      await lightbox.getByRole('button', { name: 'Luk', exact: true }).click();
      await visitor.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
    });

    const card = admin.getByTestId('reported-file').filter({ hasText: reportReason });
    let fullSize = '';
    await test.step('the administrator sees the report with its reason on /admin/billeder', async () => {
      await admin.goto('/');
      await loginThroughModal(admin, demoLogins.admin.email, demoPassword);
      await expect(admin).toHaveURL(new RegExp(`${demoLogins.admin.landing}$`));
      await admin.goto('/admin/billeder');
      await expect(admin.getByRole('heading', { level: 1, name: 'Anmeldte billeder' })).toBeVisible();
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading', { level: 2, name: referenceTitle })).toBeVisible();
      await expect(card).toContainText(`Referencebillede fra »${referenceTitle}«`);
      await expect(card).toContainText(REPORTED_CAPTION);
      await expect(card).toContainText('Lagt op af');
      await expect(card.getByRole('img', { name: REPORTED_CAPTION })).toBeVisible();
      const report = card.getByTestId('file-report');
      await expect(report).toHaveCount(1);
      await expect(report).toContainText(reportReason);
      await expect(report).toContainText('Anmeldt af en besøgende uden login');
      fullSize = (await card.getByRole('link', { name: 'Åbn i fuld størrelse' }).getAttribute('href'))!;
      expect((await visitor.request.get(fullSize)).status()).toBe(200);
      await look(admin, 'admin-billeder', problems);
    });

    await test.step('the administrator removes it with a reason; it is decided', async () => {
      await card.getByRole('button', { name: 'Fjern billede' }).click();
      const modal = admin.getByTestId('removal-modal');
      await expect(modal).toContainText('Filen bliver slettet, og det kan ikke fortrydes.');
      await modal.getByRole('button', { name: 'Fjern billede' }).click();
      await expect(modal).toContainText('Dette felt må ikke være tomt.');
      await modal.getByLabel('Begrundelse').fill(removalReason);
      await look(admin, 'admin-billeder-removal-modal', problems, { fullPage: false });
      await modal.getByRole('button', { name: 'Fjern billede' }).click();
      await expect(modal).toHaveCount(0);
      await expect(note(admin, 'Filen er fjernet, og anmeldelserne er lukket.')).toBeVisible();
      await expect(card).toHaveCount(0);

      await admin
        .getByRole('navigation', { name: 'Vis anmeldte billeder' })
        .getByRole('link', { name: 'Afgjorte' })
        .click();
      await expect(admin).toHaveURL(/\/admin\/billeder\?visning=afgjorte$/);
      const decided = admin.getByTestId('decided-file').filter({ hasText: reportReason });
      await expect(decided).toContainText('Fjernet');
      await expect(decided).toContainText('Filen er slettet.');
      await expect(decided).toContainText('Afgjort af');
      await expect(decided).toContainText(removalReason);
      await look(admin, 'admin-billeder-decided', problems);
    });

    await test.step('the profile no longer shows the photo; the file is gone', async () => {
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
      await expect(gallery.getByRole('button')).toHaveCount(1);
      await expect(keptThumb).toBeVisible();
      await expect(reportedThumb).toHaveCount(0);
      expect((await visitor.request.get(fullSize)).status()).toBe(404);

      await company.reload();
      const item = company.getByTestId('reference-item').filter({ hasText: referenceTitle });
      await expect(
        item.getByRole('list', { name: `Billeder fra »${referenceTitle}«` }).getByRole('button'),
      ).toHaveCount(1);
    });

    await test.step('the company is told by mail which photo was removed and why', async () => {
      const mail = await waitForMail(demoLogins.firma.email, /^Et billede er fjernet fra jeres referencer$/);
      expect(mail.text).toContain(REPORTED_CAPTION);
      expect(mail.text).toContain(referenceTitle);
      expect(mail.text).toContain(`Begrundelse: ${removalReason}`);
      expect(mail.text).toContain(`${service.baseURL}/firma/oplysninger`);
    });

    expect(problems, problems.join('\n\n')).toEqual([]);
  } finally {
    service.child.kill('SIGTERM');
  }
});
