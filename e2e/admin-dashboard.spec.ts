// Journey (issue 33): the administrator's dashboard on /admin counts the rows the test makes. On a
// service of its own, so no other journey posts jobs there meanwhile. The demo administrator opens
// /admin, chooses today alone in the period chooser and notes today's row of the day table and the
// offers-per-job table; the demo customer posts two jobs through the API, the demo company bids on
// one and the customer chooses it (a hire). Shown again, today's row has two jobs, one offer and one
// hire more, the key figures say the same, the offers-per-job table has one more job with no offer
// and one more with one, and every figure of the row is the service's own. The quick choice
// 'Seneste 30 dage' shows 30 days. Shot at 1366 and 390 px into /tmp/admin-shots/; axe finds
// nothing serious.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AdminDashboardReply, CategoryDetailReply } from '@opgavetorvet/contracts';
import { postAs } from './support/api';
import { ADMIN_SHOTS, look } from './support/admin-look';
import { demoLogins, demoPassword } from './support/demo-logins';
import { loginThroughModal } from './support/login';
import { startService } from './support/own-server';
import { viewportOf } from './support/screenshots';

/** Today in Copenhagen, as the date field and the service take it ('YYYY-MM-DD'). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
/** A 'YYYY-MM-DD' day as the tables write it: 'dd.mm.yyyy'. */
const asShown = (day: string) => day.split('-').reverse().join('.');

async function loggedIn(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: viewportOf(1366), locale: 'da-DK' });
  const page = await context.newPage();
  await page.goto('/');
  await loginThroughModal(page, email, demoPassword);
  return page;
}

/** The cells of the table's row headed `head`, as numbers where they are numbers. */
async function rowOf(page: Page, testId: string, head: string): Promise<string[]> {
  const row = page
    .getByTestId(testId)
    .locator('tbody tr')
    .filter({ has: page.locator('th', { hasText: new RegExp(`^${head.replace(/[.+]/g, '\\$&')}$`) }) });
  await expect(row).toHaveCount(1);
  return row.locator('td').allTextContents();
}

/** The dashboard for today alone, chosen in the period chooser; today's row and the offers per job. */
async function showToday(admin: Page) {
  const day = today();
  await admin.goto('/admin');
  const chooser = admin.getByTestId('oversigt-period');
  await chooser.getByLabel('Fra', { exact: true }).fill(day);
  await chooser.getByLabel('Til', { exact: true }).fill(day);
  await chooser.getByRole('button', { name: 'Vis', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin\\?fra=${day}&til=${day}$`));
  await expect(admin.getByTestId('oversigt-shown')).toHaveText(`Viser ${asShown(day)} – ${asShown(day)}`);
  const [jobs, offers, hired] = (await rowOf(admin, 'day-table', asShown(day))).map(Number);
  const perJob = async (offersOnJob: string) =>
    Number((await rowOf(admin, 'offers_per_job-table', offersOnJob))[0]);
  return {
    jobs: jobs!,
    offers: offers!,
    hired: hired!,
    noOffer: await perJob('0'),
    oneOffer: await perJob('1'),
  };
}

test("the administrator's dashboard counts the jobs, the offer and the hire the test makes", async ({
  browser,
}) => {
  // Three users on a service of their own, four axe runs.
  test.setTimeout(300_000);
  mkdirSync(ADMIN_SHOTS, { recursive: true });
  const problems: string[] = [];
  const stamp = Date.now().toString(36);
  const service = await startService({});
  try {
    const admin = await loggedIn(browser, service.baseURL, demoLogins.admin.email);
    await expect(admin).toHaveURL(new RegExp(`${demoLogins.admin.landing}$`));
    const customer = await loggedIn(browser, service.baseURL, demoLogins.bruger.email);
    const company = await loggedIn(browser, service.baseURL, demoLogins.firma.email);

    const before = await test.step('the administrator opens the dashboard for today', async () => {
      await admin.goto(demoLogins.admin.landing);
      await admin
        .getByRole('navigation', { name: 'Administration' })
        .getByRole('link', { name: 'Oversigt' })
        .click();
      await expect(admin).toHaveURL(/\/admin$/);
      await expect(admin.getByRole('button', { name: 'Seneste 30 dage' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      return await showToday(admin);
    });

    await test.step('the customer posts two jobs, the company bids on one and she chooses it', async () => {
      const murer = (await (
        await customer.request.get('/api/categories/murer')
      ).json()) as CategoryDetailReply;
      const post = (headline: string) =>
        postAs<{ job_id: number }>(customer.request, '/api/opgaver', {
          category_id: murer.category.id,
          headline,
          description: 'Fugerne i garagens gavl smuldrer og skal kradses ud og fuges om, ca. 15 m².',
          zip: '2100',
          attributes: murer.attributes
            .filter((attribute) => attribute.required)
            .map((attribute) => ({ attribute_id: attribute.id, option_id: attribute.options[0]!.id })),
        });
      const hired = (await post(`Omfugning af gavl ${stamp}`)).job_id;
      await post(`Ny sokkel på garage ${stamp}`);
      const { contact_id: contactId } = await postAs<{ contact_id: number }>(
        company.request,
        '/api/firma/bud',
        {
          job_id: hired,
          amount: 18500,
          comment: 'Inkl. stillads og oprydning.',
        },
      );
      await postAs(customer.request, '/ajax/bruger/changejobstatus', {
        job_id: hired,
        contact_id: contactId,
        street_address: 'Bøgevej 12',
      });
    });

    await test.step("today's row counts them, and every figure is the service's", async () => {
      const after = await showToday(admin);
      expect(after).toEqual({
        jobs: before.jobs + 2,
        offers: before.offers + 1,
        hired: before.hired + 1,
        noOffer: before.noOffer + 1,
        oneOffer: before.oneOffer + 1,
      });
      const figures = admin.getByTestId('key-figures');
      await expect(figures.locator('dd[data-figure="jobs"]')).toHaveText(String(after.jobs));

      const day = today();
      const reply = (await (
        await admin.request.get(`/api/admin/oversigt?fra=${day}&til=${day}`)
      ).json()) as AdminDashboardReply;
      const [shown] = reply.days;
      expect((await rowOf(admin, 'day-table', asShown(day))).slice(0, 3)).toEqual([
        String(shown!.jobs),
        String(shown!.offers),
        String(shown!.hired),
      ]);
      expect([shown!.jobs, shown!.offers, shown!.hired]).toEqual([after.jobs, after.offers, after.hired]);
      await expect(figures.locator('dd[data-figure="active_companies"]')).toHaveText(
        String(reply.totals.active_companies),
      );
      await look(admin, 'admin-oversigt-today', problems);
    });

    await test.step("'Seneste 30 dage' shows the last 30 days", async () => {
      await admin.getByRole('button', { name: 'Seneste 30 dage' }).click();
      await expect(admin.getByRole('button', { name: 'Seneste 30 dage' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(admin.getByTestId('day-table').locator('tbody tr')).toHaveCount(30);
      await look(admin, 'admin-oversigt-30', problems);
    });

    expect(problems, problems.join('\n\n')).toEqual([]);
  } finally {
    service.child.kill('SIGTERM');
  }
});
