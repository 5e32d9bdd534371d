// Journey: social login through OpenID Connect. A real OpenID provider (oidc-provider, its
// development login page) runs on loopback and a service of its own is set up with it
// (OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). A new person logs in through the login
// modal's button and the provider's window and lands as a customer whose profile has the
// provider's name, e-mail and phone; the demo customer's e-mail is linked only after its password;
// without a provider the button says 'FB initialization failed' (SPEC §8). Screenshots of the
// modal with the button at 390 and 1366 px.
import { expect, test, type Page } from '@playwright/test';
import { startOidcProvider, type OidcTestServer } from '../services/src/test/oidc-server';
import { demoLogins, demoPassword } from './support/demo-logins';
import { expectLoggedOut } from './support/login';
import { freePort, startService } from './support/own-server';
import { picture } from './support/screenshots';

let provider: OidcTestServer;
let service: Awaited<ReturnType<typeof startService>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  service = await startService({
    OIDC_ISSUER_URL: `http://127.0.0.1:${port}`,
    OIDC_CLIENT_ID: 'opgavetorvet-test',
    OIDC_CLIENT_SECRET: 'test-secret-0123456789abcdef',
  });
  provider = await startOidcProvider(
    [`${service.baseURL}/social/oidc/callback`],
    {
      'sofie.social': {
        email: 'sofie.social@example.dk',
        email_verified: true,
        name: 'Sofie Social',
        phone_number: '+45 26 11 22 33',
      },
      'demo.kunde': { email: demoLogins.bruger.email, email_verified: true, name: 'Demo Kunde' },
    },
    port,
  );
});
test.afterAll(async () => {
  service?.child.kill();
  await provider?.close();
});

/**
 * The login modal's social button, then the provider's own login page in its window; with
 * `login` null the provider still remembers the person (its own session) and asks nothing.
 */
async function logInAtProvider(page: Page, login: string | null) {
  await page.getByTestId('login-open').click();
  const dialog = page.getByRole('dialog');
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Fortsæt med din sociale profil' }).click();
  const popup = await opened;
  // A provider that remembers the person answers at once, and the page may have gone on before the
  // waiting line could be seen: it is looked for only while the provider waits for its login.
  if (login === null) return popup;
  await expect(dialog.getByTestId('social-login-waiting')).toBeVisible();
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('any-password');
  await popup.locator('button[type="submit"]').click();
  return popup;
}

test('a new person logs in with the provider and becomes a customer with its name, e-mail and phone', async ({
  browser,
}) => {
  const page = await browser.newPage({ baseURL: service.baseURL });
  await page.goto('/');
  const popup = await logInAtProvider(page, 'sofie.social');
  // The page polls every 2 s, closes the window and goes on as after a password login.
  await expect(page).toHaveURL(/\/bruger\/opgaver$/, { timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('logout')).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);

  await page.goto('/bruger/profil');
  const profile = page.getByTestId('bruger-profil');
  await expect(profile).toContainText('Sofie Social');
  await expect(profile).toContainText('sofie.social@example.dk');
  await expect(profile).toContainText('+4526112233');
  await expect(profile).toContainText('Tilknyttet');
  await page.close();
});

test("an e-mail that has a profile is linked after that profile's password, then logs in directly", async ({
  browser,
}) => {
  const page = await browser.newPage({ baseURL: service.baseURL });
  await page.goto('/');
  await logInAtProvider(page, 'demo.kunde');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('login-notice')).toContainText(
    `Der findes allerede en profil med ${demoLogins.bruger.email}`,
    { timeout: 15_000 },
  );
  await expect(dialog.getByLabel('E-mail')).toHaveValue(demoLogins.bruger.email);
  await expectLoggedOut(page);
  await dialog.getByLabel('Adgangskode').fill(demoPassword);
  await dialog.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page).toHaveURL(/\/bruger\/opgaver$/);

  await page.getByTestId('logout').click();
  await expectLoggedOut(page);
  await logInAtProvider(page, null);
  await expect(page).toHaveURL(/\/bruger\/opgaver$/, { timeout: 15_000 });
  await expect(page.getByTestId('logout')).toBeVisible();
  await page.close();
});

test("without a provider the button says 'FB initialization failed' in Danish", async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('login-open').click();
  const dialog = page.getByRole('dialog');
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Fortsæt med din sociale profil' }).click();
  const popup = await opened;
  await expect(dialog.getByTestId('social-login-error')).toHaveText('Facebook-login kunne ikke startes');
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expectLoggedOut(page);
});

test('screenshots: the login modal with the social button at 390 and 1366 px', async ({ browser }) => {
  for (const width of [390, 1366]) {
    const page = await browser.newPage({ baseURL: service.baseURL, viewport: { width, height: 844 } });
    await page.goto('/');
    await page.getByTestId('login-open').click();
    await expect(page.getByRole('button', { name: 'Fortsæt med din sociale profil' })).toBeVisible();
    await picture(page, `login-social-${width}.png`);
    await page.close();
  }
});
