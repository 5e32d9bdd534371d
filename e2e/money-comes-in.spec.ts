// Journey: money comes in. The demo company tops up 500 kr. by card — the service's Stripe SDK talks
// to a loopback stand-in that plays Checkout — comes back to 'Betalingen behandles', the journey
// delivers Stripe's signed webhook and the page turns to 'Betalingen er modtaget' by itself; the
// account shows the new balance and the movement with its receipt (a PDF), and the company buys
// Pro for a category from the balance. A service of its own runs with the Stripe settings.
import { expect, test } from '@playwright/test';
import { demoLogins, demoPassword } from './support/demo-logins';
import {
  E2E_STRIPE_KEY,
  E2E_WEBHOOK_SECRET,
  signedCompletedEvent,
  startFakeStripe,
} from './support/fake-stripe';
import { loginThroughModal, readPriceListNotice } from './support/login';
import { startService } from './support/own-server';

/** '23.204,00 kr.' → 2320400 øre. */
const oreOf = (text: string) => Math.round(Number(text.replace(/[^0-9,-]/g, '').replace(',', '.')) * 100);

test('the demo company tops up 500 kr. by card, gets the receipt and buys Pro from the balance', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stripe = await startFakeStripe();
  const service = await startService({
    STRIPE_SECRET_KEY: E2E_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  try {
    const page = await browser.newPage({ baseURL: service.baseURL });
    await page.goto('/');
    await loginThroughModal(page, demoLogins.firma.email, demoPassword);
    await expect(page).toHaveURL(/\/firma\/opgaver/);
    await readPriceListNotice(page);

    // The sidebar's Konto leads to the account page.
    await page.getByTestId('sidebar-account').click();
    await page.getByRole('link', { name: 'Saldo og betalinger' }).click();
    await expect(page).toHaveURL(/\/firma\/konto$/);
    const balance = page.getByTestId('konto-balance');
    await expect(balance).toHaveText(/kr\.$/);
    const before = oreOf(await balance.innerText());

    // 'Fyld op' 500 kr.: off to (the stand-in for) Stripe Checkout.
    await page.getByLabel('Beløb (kr.)').fill('500');
    await page.getByRole('button', { name: 'Gå til betaling' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_e2e`));
    const [session] = [...stripe.sessions.values()];
    expect(session.amountOre).toBe(50_000);
    await page.getByRole('link', { name: 'Betal', exact: true }).click();

    // Back on the product before Stripe has told the service: the payment is being processed.
    await expect(page).toHaveURL(/\/firma\/konto\/betaling\?session_id=cs_test_e2e/);
    await expect(page.getByRole('heading', { name: 'Betalingen behandles' })).toBeVisible();

    // Stripe's webhook arrives (signed); a second delivery changes nothing.
    const { payload, signature } = signedCompletedEvent(session);
    for (let i = 0; i < 2; i += 1) {
      const delivered = await fetch(`${service.baseURL}/api/betaling/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      expect(delivered.status).toBe(200);
    }
    await expect(page.getByRole('heading', { name: 'Betalingen er modtaget' })).toBeVisible();
    await expect(page.getByTestId('payment-paid')).toContainText('500,00 kr. er lagt på jeres saldo.');

    // The receipt is a PDF.
    const receiptHref = await page.getByTestId('payment-receipt').getAttribute('href');
    const pdf = await page.request.get(receiptHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The account shows the new balance and the movement with its receipt.
    await page.getByRole('link', { name: 'Tilbage til konto' }).click();
    await expect(page).toHaveURL(/\/firma\/konto$/);
    await expect.poll(async () => oreOf(await balance.innerText())).toBe(before + 50_000);
    const newest = page.getByTestId('ledger-row').first();
    await expect(newest).toContainText('Indbetaling via kort');
    await expect(newest).toContainText('+500,00 kr.');
    await expect(newest.getByTestId('receipt-link')).toHaveText(/^Nr\. \d+ \(PDF\)$/);

    // Pro for Anlægsgartner (Basic in the demo data), paid from the balance.
    await page.goto('/firma/abonnement');
    const card = page
      .getByTestId('category-plans')
      .filter({ has: page.getByRole('heading', { name: 'Anlægsgartner' }) });
    await expect(card.getByRole('button')).toHaveText(['Nuværende', 'Skift til Pro', 'Opgrader til Pro+']);
    await card.getByLabel('Jeg accepterer handelsbetingelserne').check();
    await card.getByRole('button', { name: 'Skift til Pro' }).click();
    const dialog = page.getByTestId('change-plan-modal');
    await expect(dialog).toContainText('499,00 kr.');
    await dialog.getByRole('button', { name: 'Skift til Pro' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('button')).toHaveText(['Skift til Basic', 'Nuværende', 'Opgrader til Pro+']);

    await page.goto('/firma/konto');
    await expect.poll(async () => oreOf(await balance.innerText())).toBe(before + 50_000 - 49_900);
    await expect(page.getByTestId('ledger-row').first()).toContainText('Abonnement Pro – Anlægsgartner');
    await expect(page.getByTestId('ledger-row').first()).toContainText('-499,00 kr.');
  } finally {
    service.child.kill('SIGTERM');
    await stripe.close();
  }
});
