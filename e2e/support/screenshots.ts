// The journeys' screenshots, one way: the page must fit its width (nothing sticks out sideways, at
// a laptop's 1366 px and a phone's 390 px), then the picture is saved in e2e/screenshots/
// (git-ignored) to be looked at (not on CI, see savingPictures). What a page must show is asserted
// by the journey before it shoots.
import { expect, type Page } from '@playwright/test';

/**
 * The pictures are saved to be looked at, so not on CI, where nobody does (drawing and encoding a
 * page is a good part of a journey's CPU there); E2E_SCREENSHOTS=1 or 0 decides either way. The
 * sideways check runs always.
 */
const savingPictures = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;

/** Saves what the page shows as e2e/screenshots/`file` (the window, or the whole page). */
export async function picture(page: Page, file: string, { fullPage = false } = {}): Promise<void> {
  if (savingPictures) await page.screenshot({ path: `e2e/screenshots/${file}`, fullPage });
}

/** The widths the journeys are looked at: a laptop and a phone. */
export const WIDTHS = [1366, 390] as const;

/** The window of a width: 900 px high on a laptop, 844 px (an iPhone's) on a phone. */
export const viewportOf = (width: number) => ({ width, height: width > 1000 ? 900 : 844 });

export interface ShotOptions {
  /** The whole page (default), or only the window, e.g. with a modal fixed to it. */
  fullPage?: boolean;
}

/** Nothing on the page sticks out sideways at its current width; saved as `{name}-{width}.png`. */
export async function shoot(page: Page, name: string, { fullPage = true }: ShotOptions = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  const width = await page.evaluate(() => window.innerWidth);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width}px sticks out sideways`).toBeLessThanOrEqual(0);
  await picture(page, `${name}-${width}.png`, { fullPage });
}

/** The same at each of WIDTHS in turn; the window is left at the laptop's width. */
export async function shootAtEachWidth(page: Page, name: string, options?: ShotOptions): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await shoot(page, name, options);
  }
  await page.setViewportSize(viewportOf(WIDTHS[0]));
}
