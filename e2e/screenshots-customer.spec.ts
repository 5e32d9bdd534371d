// Looks of the customer's pages touched by issue 10, at desktop (1366 px) and phone (390 px)
// widths, saved in e2e/screenshots (git-ignored) to be looked at: the home search, 'Mine opgaver',
// a job page with the 'Vælg firma' question, the booking confirmation, the supplier-hired page,
// the create-job form with its errors at the fields, and the set-password page of the welcome mail.
// Nothing may stick out sideways. Only reads (the question is answered 'Nej').
import { expect, test } from '@playwright/test';
import { demoLogins, demoPassword } from './support/demo-logins';
import { WIDTHS, shoot, viewportOf } from './support/screenshots';

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('visitor: home search, create-job errors and the set-password page', async ({ page }) => {
      await page.goto('/');
      // The search button is hidden on a phone (Enter and the suggestions lead on).
      if (width > 1000) await expect(page.getByRole('button', { name: 'Opret opgave' })).toBeVisible();
      else await expect(page.getByTestId('category-search')).toBeVisible();
      await shoot(page, 'customer-home', { fullPage: false });
      await page.goto('/createjob?search=Maler&word=Maling%20af%20stue');
      await expect(page.getByTestId('create-job-form')).toBeVisible();
      await page.getByLabel('Postnummer').fill('80');
      await page.getByRole('button', { name: 'Opret opgave' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
      await shoot(page, 'customer-createjob-errors');
      await page.goto('/adgangskode#email=sofie%40example.com&kode=482913');
      await expect(page.getByLabel('Kode (6 cifre)')).toHaveValue('482913');
      await shoot(page, 'customer-set-password', { fullPage: false });
    });

    test.describe('customer', () => {
      // Logged in through the service's own call (runs also without the set-up project).
      test.beforeEach(async ({ page }) => {
        const { csrfToken } = await (await page.request.get('/api/session')).json();
        const login = await page.request.post('/bruger/modalformlogin', {
          data: { email: demoLogins.bruger.email, password: demoPassword },
          headers: { 'x-csrf-token': csrfToken },
        });
        expect(login.ok()).toBe(true);
      });

      test('my jobs, a job page with the question, the booking confirmation and the hired page', async ({
        page,
      }) => {
        await page.goto('/bruger/opgaver');
        await expect(page.getByTestId('user-job').first()).toBeVisible();
        await shoot(page, 'customer-opgaver', { fullPage: false });

        // A job whose offers can still be chosen (other journeys on the same data may have chosen on
        // some of them already; this one only asks and answers 'Nej').
        const { jobs } = (await (await page.request.get('/api/bruger/opgaver')).json()) as {
          jobs: { job_id: number }[];
        };
        let choosable: number | undefined;
        for (const { job_id: id } of jobs) {
          const job = (await (await page.request.get(`/api/bruger/opgaver/${id}`)).json()) as {
            state: { can_choose: boolean };
          };
          if (job.state.can_choose) {
            choosable = id;
            break;
          }
        }
        expect(choosable, 'a job of the demo customer with offers to choose from').toBeDefined();
        await page.goto(`/bruger/opgave/${choosable}`);
        const choose = page.getByRole('button', { name: 'Vælg firma', disabled: false }).first();
        await expect(choose).toBeVisible();
        await shoot(page, 'customer-opgave');
        await choose.click();
        await expect(page.getByTestId('choose-supplier-confirm')).toBeVisible();
        await shoot(page, 'customer-opgave-confirm', { fullPage: false });
        await page.getByRole('button', { name: 'Nej, gå tilbage' }).click();

        // A job with a chosen company: the booking confirmation and the supplier-hired page.
        await page.goto('/bruger/account-transactions');
        const booking = page.getByTestId('booking').first();
        await expect(booking).toBeVisible();
        const contactId = await booking.getAttribute('data-contact-id');
        const jobLink = await booking.locator('a[href^="/bruger/opgave/"]').first().getAttribute('href');
        await page.goto(jobLink!);
        await page.getByRole('button', { name: 'Bookingbekræftelse' }).click();
        await expect(page.getByTestId('booking-check')).toBeVisible();
        await shoot(page, 'customer-booking-check', { fullPage: false });
        const jobId = /\/bruger\/opgave\/(\d+)/.exec(jobLink!)![1];
        await page.goto(`/bruger/leverandorhyret/${jobId}/?contact_id=${contactId}`);
        await expect(page.getByTestId('booking-check')).toBeVisible();
        await shoot(page, 'customer-leverandorhyret');
      });
    });
  });
}
