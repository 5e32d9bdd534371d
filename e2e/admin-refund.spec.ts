// Journey (issue 33): the administrator refunds a card top-up to the card. On a service of its own
// whose Stripe SDK talks to the loopback stand-in, the demo company tops up 500 kr. by card (the
// journey delivers Stripe's signed webhook, as e2e/money-comes-in.spec.ts). The demo administrator
// finds the company on /admin/firmaer, chooses 'Refundér' on the top-up, types a reason, sees in the
// confirm step what will happen (500,00 kr. incl. moms, the moms, to the card) and sends it: the
// service asks Stripe to refund the payment intent, and the top-up awaits Stripe. Stripe's signed
// refund.updated arrives (twice: it counts once); the administrator's ledger then has the refund
// and the company's account the movement with its credit note (a PDF, kreditnota-N.pdf), the
// balance 500 kr. lower. Each page and step is checked with axe and shot at 1366 and 390 px into
// /tmp/admin-shots/.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_SHOTS, look, newPage } from './support/admin-look';
import { demoLogins, demoPassword } from './support/demo-logins';
import {
  E2E_STRIPE_KEY,
  E2E_WEBHOOK_SECRET,
  signedCompletedEvent,
  signedRefundEvent,
  startFakeStripe,
} from './support/fake-stripe';
import { loginThroughModal } from './support/login';
import { startService } from './support/own-server';

/** '23.204,00 kr.' → 2320400 øre. */
const oreOf = (text: string) => Math.round(Number(text.replace(/[^0-9,-]/g, '').replace(',', '.')) * 100);

/**
 * At each width: nothing sticks out sideways, a picture into /tmp/admin-shots/, and axe finds
 * nothing serious. Problems are collected and the journey fails on them at its end.
 */

test('the administrator refunds a card top-up to the card; the company gets the credit note', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  mkdirSync(ADMIN_SHOTS, { recursive: true });
  const problems: string[] = [];
  const reason = `Firmaet indbetalte ved en fejl (${Date.now().toString(36)}).`;
  const stripe = await startFakeStripe();
  const service = await startService({
    STRIPE_SECRET_KEY: E2E_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  try {
    const company = await newPage(browser, service.baseURL);
    const admin = await newPage(browser, service.baseURL);
    const balance = company.getByTestId('konto-balance');
    let afterTopUp = 0;

    await test.step('the demo company tops up 500 kr. by card', async () => {
      await company.goto('/');
      await loginThroughModal(company, demoLogins.firma.email, demoPassword);
      await expect(company).toHaveURL(new RegExp(`${demoLogins.firma.landing}$`));
      await company.goto('/firma/konto');
      await expect(balance).toHaveText(/kr\.$/);
      const before = oreOf(await balance.innerText());
      await company.getByLabel('Beløb (kr.)').fill('500');
      await company.getByRole('button', { name: 'Gå til betaling' }).click();
      await expect(company).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_e2e`));
      const [session] = [...stripe.sessions.values()];
      await company.getByRole('link', { name: 'Betal', exact: true }).click();
      await expect(company.getByRole('heading', { name: 'Betalingen behandles' })).toBeVisible();
      const { payload, signature } = signedCompletedEvent(session);
      const delivered = await fetch(`${service.baseURL}/api/betaling/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      expect(delivered.status).toBe(200);
      await expect(company.getByRole('heading', { name: 'Betalingen er modtaget' })).toBeVisible();
      await company.goto('/firma/konto');
      await expect.poll(async () => oreOf(await balance.innerText())).toBe(before + 50_000);
      afterTopUp = before + 50_000;
    });

    const topUpRow = admin
      .getByTestId('admin-ledger-row')
      .filter({ hasText: 'Indbetaling via kort' })
      .filter({ hasText: '+500,00 kr.' })
      .first();
    await test.step('the administrator finds the company and opens the refund of the top-up', async () => {
      await admin.goto('/');
      await loginThroughModal(admin, demoLogins.admin.email, demoPassword);
      await expect(admin).toHaveURL(new RegExp(`${demoLogins.admin.landing}$`));
      await admin.goto('/admin/firmaer');
      await admin.getByLabel('Søg efter firma').fill(demoLogins.firma.email);
      await admin.getByRole('button', { name: 'Søg', exact: true }).click();
      const result = admin.getByTestId('firmaer-result').first();
      await expect(result).toBeVisible();
      await result.getByRole('link').click();
      await expect(admin).toHaveURL(/\/admin\/firmaer\/\d+$/);
      await expect(topUpRow.getByRole('button', { name: 'Refundér' })).toBeVisible();
      await look(admin, 'admin-firma-ledger', problems);
    });

    await test.step('the form, then the confirm step saying what will happen, then it is sent', async () => {
      await topUpRow.getByRole('button', { name: 'Refundér' }).click();
      const dialog = admin.getByTestId('refund-dialog');
      await expect(dialog.getByLabel('Beløb (kr.)')).toHaveValue('500,00');
      await expect(dialog).toContainText('betalingskort');
      await dialog.getByLabel('Begrundelse').fill(reason);
      await look(admin, 'admin-refund-form', problems, { fullPage: false });
      await dialog.getByRole('button', { name: 'Videre' }).click();

      const confirm = dialog.getByTestId('refund-confirm');
      await expect(confirm.getByTestId('refund-confirm-amount')).toContainText('500,00 kr.');
      await expect(confirm).toContainText('100,00 kr.');
      await expect(confirm.getByTestId('refund-confirm-where')).toContainText(
        'Til betalingskortet via Stripe',
      );
      await expect(confirm).toContainText(reason);
      expect(stripe.refunds).toHaveLength(0);
      await look(admin, 'admin-refund-confirm', problems, { fullPage: false });
      await confirm.getByRole('button', { name: 'Refundér 500,00 kr.' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        admin.getByTestId('notification').filter({ hasText: 'Refusionen på 500,00 kr. er sendt til kortet' }),
      ).toBeVisible();
      expect(stripe.refunds).toHaveLength(1);
      expect(stripe.refunds[0].amount).toBe(50_000);
      expect(stripe.refunds[0].payment_intent).toMatch(/^pi_cs_test_e2e/);
      await expect(topUpRow).toContainText('500,00 kr. afventer Stripe');
      await expect(topUpRow.getByRole('button', { name: 'Refundér' })).toHaveCount(0);
      await look(admin, 'admin-refund-pending', problems);
    });

    await test.step('Stripe confirms the refund (twice: it counts once); both sides show it', async () => {
      const { payload, signature } = signedRefundEvent(stripe.refunds[0]);
      for (let i = 0; i < 2; i += 1) {
        const delivered = await fetch(`${service.baseURL}/api/betaling/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        expect(delivered.status).toBe(200);
      }
      await admin.reload();
      const refundRow = admin.getByTestId('admin-ledger-row').first();
      await expect(refundRow).toContainText('Refusion til kort: Indbetaling via kort');
      await expect(refundRow).toContainText('-500,00 kr.');
      await expect(topUpRow).toContainText('Refunderet 500,00 kr.');
      await expect(admin.getByTestId('admin-audit')).toContainText(reason);
      await look(admin, 'admin-refund-done', problems);

      await company.goto('/firma/konto');
      await expect.poll(async () => oreOf(await balance.innerText())).toBe(afterTopUp - 50_000);
      const newest = company.getByTestId('ledger-row').first();
      await expect(newest).toContainText('Refusion til kort: Indbetaling via kort');
      await expect(newest).toContainText('-500,00 kr.');
      const link = newest.getByTestId('receipt-link');
      await expect(link).toHaveText(/^Nr\. \d+ \(PDF\)$/);
      const number = (await link.innerText()).replace(/\D/g, '');
      const pdf = await company.request.get((await link.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toBe(`inline; filename="kreditnota-${number}.pdf"`);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await look(company, 'firma-konto-credit-note', problems);
    });

    expect(problems, problems.join('\n\n')).toEqual([]);
  } finally {
    service.child.kill('SIGTERM');
    await stripe.close();
  }
});
