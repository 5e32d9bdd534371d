// Looks of the money pages: /firma/konto (with card payment set up, on a service of its own with a
// Stripe stand-in), its return page while the payment is processed, and /admin/firmaer with one
// company opened, at desktop (1366 px) and phone (390 px) widths, saved in e2e/screenshots
// (git-ignored) to be looked at. Nothing may stick out sideways.
import { expect, test } from '@playwright/test';
import { demoLogins, demoPassword } from './support/demo-logins';
import { E2E_STRIPE_KEY, E2E_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { loginThroughModal } from './support/login';
import { startService } from './support/own-server';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

let stripe: FakeStripe;
let service: Awaited<ReturnType<typeof startService>>;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stripe = await startFakeStripe();
  service = await startService({
    STRIPE_SECRET_KEY: E2E_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
});
test.afterAll(async () => {
  service.child.kill('SIGTERM');
  await stripe.close();
});

for (const width of WIDTHS) {
  test(`money pages at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const viewport = viewportOf(width);
    const firma = await browser.newPage({ baseURL: service.baseURL, viewport });
    await firma.goto('/');
    await loginThroughModal(firma, demoLogins.firma.email, demoPassword);
    await expect(firma).toHaveURL(/\/firma\/opgaver/);
    await firma.goto('/firma/konto');
    await expect(firma.getByTestId('ledger-row').first()).toBeVisible();
    await expect(firma.getByRole('button', { name: 'Gå til betaling' })).toBeVisible();
    await shoot(firma, 'firma-konto');
    await firma.getByLabel('Beløb (kr.)').fill('50');
    await firma.getByRole('button', { name: 'Gå til betaling' }).click();
    await expect(firma.getByRole('alert')).toBeVisible();
    await shoot(firma, 'firma-konto-error');
    await firma.getByLabel('Beløb (kr.)').fill('500');
    await firma.getByRole('button', { name: 'Gå til betaling' }).click();
    await expect(firma).toHaveURL(new RegExp(`^${stripe.url}/pay/`));
    await firma.getByRole('link', { name: 'Betal', exact: true }).click();
    await expect(firma.getByRole('heading', { name: 'Betalingen behandles' })).toBeVisible();
    await shoot(firma, 'firma-konto-betaling');
    await firma.close();

    const admin = await browser.newPage({ baseURL: service.baseURL, viewport });
    await admin.goto('/');
    await loginThroughModal(admin, demoLogins.admin.email, demoPassword);
    await expect(admin).toHaveURL(/\/admin\//);
    await admin.goto('/admin/firmaer');
    await expect(admin.getByTestId('firmaer-result').first()).toBeVisible();
    await shoot(admin, 'admin-firmaer');
    await admin.getByLabel('Søg efter firma').fill('Demo Byg');
    await admin.getByRole('button', { name: 'Søg' }).click();
    await admin.getByRole('link', { name: 'Demo Byg & Anlæg ApS' }).click();
    await expect(admin.getByTestId('admin-balance')).toBeVisible();
    await shoot(admin, 'admin-firma');
    await admin.close();
  });
}
