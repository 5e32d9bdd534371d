// How the administrator's journeys look at a page (issue 33): at a laptop's and a phone's width,
// nothing sticks out sideways, a picture into /tmp/admin-shots/, and axe finds nothing serious.
// Problems are collected, so one run names them all; the journey fails on them at its end. And a
// fresh window of a journey's own service in Danish.
import { type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { viewportOf } from './screenshots';

export const ADMIN_SHOTS = '/tmp/admin-shots';
const WIDTHS = [1366, 390] as const;

/** Looks at the page at each width (the window is left at the laptop's width). */
export async function look(page: Page, name: string, problems: string[], { fullPage = true } = {}) {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await page.waitForLoadState('networkidle');
    // Two frames: what redraws on a new width (a chart's ResizeObserver) has done so.
    await page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${name} at ${width}px sticks out ${overflow}px sideways`);
    await page.screenshot({ path: `${ADMIN_SHOTS}/${name}-${width}.png`, fullPage });
    try {
      await expectNoSeriousA11yViolations(page, `${name} at ${width}px`);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  await page.setViewportSize(viewportOf(WIDTHS[0]));
}

/** A fresh window on `baseURL` at a laptop's width, in Danish. */
export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: viewportOf(1366), locale: 'da-DK' });
  return context.newPage();
}
