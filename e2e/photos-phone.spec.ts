// Journey (issue 30): photos and files on a phone (390×844), with axe-core on every page and dialog
// (support/axe.ts). A visitor creates a Tømrer job in 2100 with three photos, one a portrait a phone
// stored sideways with EXIF Orientation 6 and a GPS position, and sees a progress bar for each (the
// uploads are held on the way, a real network delay, until the bars are checked); her job page shows
// the three, the portrait upright, and the file the service serves has no EXIF and no GPS. The demo
// company sees the thumbnails on its open-jobs card and opens the lightbox (Escape closes it). The
// customer sends a PDF in a message and the company downloads it from its thread. The company adds a
// reference with two photos and a visitor sees it on its profile /demo-byg-anlaeg. Screenshots of
// the main steps go to e2e/screenshots (git-ignored).
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/axe';
import { COMPANY, companyBids, note, phonePage, startTømrerJob } from './support/phone-loop';
import {
  bandColours,
  gpsTagsOf,
  isGrass,
  isSky,
  landscapeJpeg,
  landscapePng,
  onePagePdf,
  portraitWithExif,
} from './support/photo-files';
import { picture, shoot } from './support/screenshots';

const DEMO_SLUG = 'demo-byg-anlaeg';
const PORTRAIT = 'husgavl-portræt.jpg';
const TERRACE = 'terrasse-brædder.jpg';
const SKETCH = 'skitse.png';
const PORTRAIT_CAPTION = 'Gavlen set fra haven';
const PDF = 'tilbud-tagrende.pdf';

/** Axe on the page as it is, then a screenshot of the window (nothing may stick out sideways). */
async function look(page: Page, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, name);
  await shoot(page, `photos-phone-${name}`, { fullPage: false });
}

/** Each image in `images` has loaded (a broken or unloaded one has no natural width). */
async function expectLoaded(images: Locator, count: number): Promise<void> {
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

const naturalSize = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));

/** The widest JPEG of an <img>'s srcset ('/filer/…/800.jpg 800w, …'). */
async function widestJpeg(image: Locator): Promise<{ url: string; width: number }> {
  const srcset = (await image.getAttribute('srcset')) ?? '';
  const entries = srcset.split(',').map((entry) => {
    const [url = '', width = '0w'] = entry.trim().split(/\s+/);
    return { url, width: Number.parseInt(width, 10) };
  });
  const widest = entries.filter((entry) => entry.url.endsWith('.jpg')).sort((a, b) => b.width - a.width)[0];
  expect(widest, srcset).toBeTruthy();
  return widest!;
}

test('on a phone: job photos with progress bars, thumbnails and the lightbox, a PDF, a reference', async ({
  browser,
}) => {
  // Three users, a dozen axe runs and image checks: about 3 min on a busy 2-core machine.
  test.setTimeout(360_000);
  const stamp = Date.now().toString(36);
  const headline = `Ny tagrende og gavl ${stamp}`;
  const email = `ida.foto.${stamp}@example.dk`;
  const referenceTitle = `Nyt plankegulv i Hellerup ${stamp}`;
  const [portrait, terrace, sketch] = await Promise.all([
    portraitWithExif(PORTRAIT),
    landscapeJpeg(TERRACE),
    landscapePng(SKETCH),
  ]);
  const pdf = onePagePdf(PDF, `Tilbud på tagrende ${stamp}`);
  const customer = await phonePage(browser);
  const company = await phonePage(browser, 'firma');
  let jobId = 0;

  await test.step('a visitor creates a job with three photos and sees a progress bar for each', async () => {
    await customer.goto('/');
    await startTømrerJob(customer);
    await customer.getByLabel('Overskrift').fill(headline);
    await customer
      .getByLabel('Beskrivelse')
      .fill('Tagrenden over gavlen skal skiftes, og gavlens brædder males. Se billederne.');
    await customer.getByRole('group', { name: 'Hvad skal laves?' }).getByLabel('Terrasse').check();
    await customer.getByLabel('Postnummer').fill('2100');
    await customer.getByLabel('Fulde navn').fill('Ida Foto');
    await customer.getByLabel('E-mail').fill(email);
    await customer.getByLabel('Telefon').fill('22334477');

    // The uploads wait on the way until the bars have been checked: a real delay of the request.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const isJobUpload = (url: URL) =>
      url.pathname === '/api/filer' && url.searchParams.get('purpose') === 'job';
    await customer.route(isJobUpload, async (route) => {
      await released;
      await route.continue();
    });

    const photos = customer.getByTestId('create-job-photos');
    await photos.getByLabel('Vælg billeder').setInputFiles([portrait, terrace, sketch]);
    for (const name of [PORTRAIT, TERRACE, SKETCH])
      await expect(photos.getByRole('progressbar', { name: `Sender ${name}` })).toBeVisible();
    await expect(photos.getByText('3 af højst 10')).toBeVisible();
    await photos.getByRole('progressbar').first().scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(customer, 'createjob-uploading');
    // Not shoot(): it waits for the network to be idle, which the held uploads never are.
    await picture(customer, 'photos-phone-01-createjob-uploading-390.png');

    release();
    await expect(photos.getByRole('progressbar')).toHaveCount(0);
    for (const name of [PORTRAIT, TERRACE, SKETCH])
      await expect(photos.getByRole('button', { name: `Fjern ${name}` })).toBeVisible();
    await expectLoaded(photos.locator('img'), 3);
    await customer.unroute(isJobUpload);
    // They are listed as they arrive; the portrait is moved to the top, the job's first photo.
    const up = photos.getByRole('button', { name: `Flyt ${PORTRAIT} op` });
    while (await up.isEnabled()) await up.click();
    await expect(photos.getByRole('listitem').first()).toContainText(PORTRAIT);
    await photos
      .getByRole('listitem')
      .filter({ hasText: PORTRAIT })
      .getByLabel('Billedtekst (valgfri)')
      .fill(PORTRAIT_CAPTION);
    await photos.getByRole('listitem').filter({ hasText: PORTRAIT }).scrollIntoViewIfNeeded();
    await look(customer, '02-createjob-photos');

    await customer.getByRole('button', { name: 'Opret opgave' }).click();
    await expect(customer).toHaveURL(/\/bruger\/opgave\/\d+$/);
    jobId = Number(/\/bruger\/opgave\/(\d+)/.exec(customer.url())![1]);
    await expect(customer.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  });

  await test.step('her job page shows the three photos, the portrait upright and without GPS', async () => {
    const gallery = customer.getByTestId('job-photos').getByRole('list', { name: 'Billeder' });
    await expect(gallery.getByRole('button')).toHaveCount(3);
    await expect(
      gallery.getByRole('button', { name: `Vis billede 1 af 3: ${PORTRAIT_CAPTION}` }),
    ).toBeVisible();
    await expectLoaded(gallery.locator('img'), 3);
    const shown = gallery.locator('img').first();
    const { width, height } = await naturalSize(shown);
    expect(width, 'the portrait is shown portrait').toBeLessThan(height);

    // The file the service serves: turned upright (sky above the house), no EXIF, so no GPS.
    const widest = await widestJpeg(shown);
    expect(widest.width).toBeGreaterThanOrEqual(800);
    const served = await customer.request.get(widest.url);
    expect(served.ok(), widest.url).toBe(true);
    const bytes = await served.body();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBe(widest.width);
    expect(metadata.height!).toBeGreaterThan(metadata.width!);
    expect(metadata.orientation ?? 1).toBe(1);
    expect(metadata.exif, 'the served photo carries no EXIF').toBeUndefined();
    expect(gpsTagsOf(metadata.exif)).toEqual([]);
    const bands = await bandColours(bytes);
    expect(isSky(bands.top), `top ${bands.top.join(', ')}`).toBe(true);
    expect(isGrass(bands.bottom), `bottom ${bands.bottom.join(', ')}`).toBe(true);

    await gallery.scrollIntoViewIfNeeded();
    await look(customer, '03-job-page-photos');
  });

  await test.step('the company sees the thumbnails on its open job and opens the lightbox', async () => {
    await companyBids(company, headline, jobId, '14500');
    await company.getByTestId('bid-modal').getByRole('button', { name: 'Send tilbud' }).click();
    await expect(company.getByTestId('bid-modal')).toHaveCount(0);
    const card = company.locator(`[data-testid="open-job"][data-job-id="${jobId}"]`);
    await expect(card.getByText('Du har givet tilbud')).toBeVisible();
    const thumbs = card.getByRole('list', { name: 'Billeder af opgaven' });
    await expect(thumbs.getByRole('button')).toHaveCount(3);
    await expectLoaded(thumbs.locator('img'), 3);
    await card.scrollIntoViewIfNeeded();
    await look(company, '04-firma-open-job-thumbs');

    const first = thumbs.getByRole('button', { name: `Vis billede 1 af 3: ${PORTRAIT_CAPTION}` });
    await first.click();
    const lightbox = company.getByRole('dialog', { name: 'Billedfremviser' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText('Billede 1 af 3')).toBeVisible();
    await expect(lightbox.getByText(PORTRAIT_CAPTION)).toBeVisible();
    const large = lightbox.getByRole('img', { name: PORTRAIT_CAPTION });
    await expectLoaded(large, 1);
    const { width, height } = await naturalSize(large);
    expect(width, 'the portrait is shown portrait in the lightbox').toBeLessThan(height);
    await look(company, '05-firma-lightbox');
    await company.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  await test.step('the customer sends a PDF in a message', async () => {
    await customer.reload();
    const offer = customer.getByTestId('offer').filter({ hasText: COMPANY });
    await offer.getByRole('button', { name: 'Skriv besked' }).click();
    const modal = customer.getByTestId('message-modal');
    await expect(customer.getByRole('dialog', { name: `Beskeder med ${COMPANY}` })).toBeVisible();
    await modal.getByLabel('Vedhæft filer').setInputFiles(pdf);
    await expect(modal.getByRole('button', { name: `Fjern ${PDF}` })).toBeVisible();
    await expect(modal.getByRole('progressbar')).toHaveCount(0);
    await modal.getByLabel('Skriv en besked').fill('Her er tilbuddet fra den anden tømrer, som I bad om.');
    await look(customer, '06-message-with-pdf');
    await modal.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(modal.getByTestId('thread').getByRole('link', { name: new RegExp(PDF) })).toBeVisible();
  });

  await test.step('the company downloads the PDF from its thread', async () => {
    await company.goto('/firma/beskeder');
    await company.locator(`[data-testid="conversation"][data-job-id="${jobId}"]`).click();
    const thread = company.getByTestId('thread');
    const link = thread.getByRole('link', { name: new RegExp(PDF) });
    await expect(link).toBeVisible();
    // Its reply form's 'Vedhæft filer' is drawn as the picker's drop area on this page too, where
    // no photo has loaded the media styles before.
    const drop = company.getByTestId('reply-form').locator('.photo-picker__drop');
    await expect(drop).toHaveCSS('border-top-style', 'dashed');
    await link.scrollIntoViewIfNeeded();
    await look(company, '07-firma-thread-pdf');
    const [download] = await Promise.all([company.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(PDF);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.equals(pdf.buffer), 'the file downloaded is the one sent').toBe(true);
  });

  await test.step('the company adds a reference with two photos', async () => {
    await company.goto('/firma/oplysninger');
    const section = company.getByTestId('references-section');
    await section.getByRole('button', { name: 'Tilføj reference' }).click();
    const editor = company.getByTestId('reference-editor');
    await editor.getByLabel('Titel').fill(referenceTitle);
    await editor.getByLabel('Kort tekst (valgfri)').fill('Nyt gulv i lærk, lagt og olieret på fire dage.');
    await editor.getByLabel('Vælg billeder').setInputFiles([terrace, sketch]);
    for (const name of [TERRACE, SKETCH])
      await expect(editor.getByRole('button', { name: `Fjern ${name}` })).toBeVisible();
    await expectLoaded(editor.locator('img'), 2);
    const up = editor.getByRole('button', { name: `Flyt ${TERRACE} op` });
    while (await up.isEnabled()) await up.click();
    await editor
      .getByRole('listitem')
      .filter({ hasText: TERRACE })
      .getByLabel('Billedtekst (valgfri)')
      .fill('Gulvet færdigt og olieret');
    await look(company, '08-reference-editor');
    await editor.getByRole('button', { name: 'Gem reference' }).click();
    await expect(note(company, 'Referencen er gemt.')).toBeVisible();
    await expect(editor).toHaveCount(0);
    const item = section.getByTestId('reference-item').filter({ hasText: referenceTitle });
    await expect(
      item.getByRole('list', { name: `Billeder fra »${referenceTitle}«` }).getByRole('button'),
    ).toHaveCount(2);
  });

  await test.step('the reference and its two photos show on the profile', async () => {
    const visitor = await phonePage(browser);
    await visitor.goto(`/${DEMO_SLUG}`);
    await expect(visitor.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
    const reference = visitor
      .getByTestId('profile-references')
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { name: referenceTitle }) });
    await expect(reference).toContainText('Nyt gulv i lærk, lagt og olieret på fire dage.');
    const gallery = reference.getByRole('list', { name: `Billeder fra »${referenceTitle}«` });
    await expect(gallery.getByRole('button')).toHaveCount(2);
    await expect(
      gallery.getByRole('button', { name: 'Vis billede 1 af 2: Gulvet færdigt og olieret' }),
    ).toBeVisible();
    await expectLoaded(gallery.locator('img'), 2);
    await reference.scrollIntoViewIfNeeded();
    await look(visitor, '09-profile-reference');
    await visitor.context().close();
  });

  await customer.context().close();
  await company.context().close();
});
