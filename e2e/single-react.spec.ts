// Rule: react, react-dom and the other shared libraries are singletons — the browser loads exactly
// one copy of React even when all three remotes have been mounted in one page session.
import { expect, test } from '@playwright/test';
import { demoLogins, demoPassword } from './support/demo-logins';
import { loginThroughModal, readPriceListNotice } from './support/login';

test('one copy of React serves the shell and every remote', async ({ page }) => {
  // Every react-dom copy registers its renderer with the devtools hook when it loads.
  await page.addInitScript(() => {
    const renderers: string[] = [];
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { version?: string }) {
          renderers.push(renderer.version ?? 'unknown');
          return renderers.length;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
      __reactRenderers: renderers,
    });
  });
  await page.goto('/');
  for (const login of [demoLogins.bruger, demoLogins.firma, demoLogins.admin]) {
    // Logging out and in again navigates inside the same document, so all three remotes share it.
    if (await page.getByTestId('logout').isVisible()) await page.getByTestId('logout').click();
    await loginThroughModal(page, login.email, demoPassword);
    await expect(page.locator(`[data-remote="${login.remote}"]`)).toBeVisible();
    // The company's forced pricelist notice (issue 34) would keep the header's logout out of reach.
    if (login === demoLogins.firma) await readPriceListNotice(page);
  }

  const renderers = await page.evaluate(
    () => (window as unknown as { __reactRenderers: string[] }).__reactRenderers,
  );
  expect(renderers).toHaveLength(1);
});
