// Issue 34 on the finish-job modal chain (SPEC §3/§4): the finish data carries the day the job was
// done as company_appointment_date (unix seconds), first filled with the booking's date; a job the
// customer has already rated shows the reviews-cancel modal in place of the price form, before a
// price is typed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { wonJob } from '../test/won-job-fixture';
import { FinishJobModal } from './finish-job-modal';

function open(job: Partial<WonJobItem>, routes: FakeRoutes = {}) {
  const server = mockFetch(routes);
  const onClose = vi.fn();
  renderWithProviders(
    <FinishJobModal
      job={wonJob({ contact_id: 565, job_id: 320, state: 'confirmed', ...job })}
      onClose={onClose}
    />,
  );
  const posts = (url: string) => server.requests.filter((r) => r.method === 'POST' && r.url.endsWith(url));
  return { onClose, posts, user: userEvent.setup() };
}

const finished = {
  'POST /ajax/firma/update_balans_company': {
    body: { success: true, html_reviews: '<p>Opgave afsluttet</p>', price_text: '4.000,00 kr.' },
  },
};

/** Local midnight of a day, as the date field's day is sent. */
const midnight = (year: number, month: number, day: number) =>
  String(Math.floor(new Date(year, month - 1, day).getTime() / 1000));

describe('the finish data', () => {
  it('sends the day the job was done as company_appointment_date (unix seconds) with the price', async () => {
    const { posts, user } = open({}, finished);
    await user.click(screen.getByRole('radio', { name: /Opgaven er udført/ }));
    await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
    await user.type(screen.getByLabelText(/^Endelig pris/), '4000');
    await user.type(screen.getByLabelText(/^Dato, opgaven blev udført/), '2026-03-14');
    await user.click(screen.getByRole('button', { name: 'Afslut opgave' }));
    await user.click(screen.getByRole('button', { name: 'Ja, afslut opgaven' }));
    await screen.findByTestId('finish-result');
    expect(await posts('/ajax/firma/update_balans_company')[0].json()).toEqual({
      job_id: 320,
      price: '4000',
      amount_summ: '',
      company_appointment_date: midnight(2026, 3, 14),
    });
  });

  it("starts from the booking's date, which is sent unless changed", async () => {
    const { posts, user } = open({ appointment_at: Number(midnight(2026, 2, 3)) }, finished);
    await user.click(screen.getByRole('radio', { name: /Opgaven er udført/ }));
    await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect(screen.getByLabelText(/^Dato, opgaven blev udført/)).toHaveValue('2026-02-03');
    await user.type(screen.getByLabelText(/^Endelig pris/), '4000');
    await user.click(screen.getByRole('button', { name: 'Afslut opgave' }));
    await user.click(screen.getByRole('button', { name: 'Ja, afslut opgaven' }));
    await screen.findByTestId('finish-result');
    expect(await posts('/ajax/firma/update_balans_company')[0].json()).toMatchObject({
      company_appointment_date: midnight(2026, 2, 3),
    });
  });
});

describe('a job that is already rated', () => {
  it('shows the reviews-cancel modal instead of the finish form, before any price is typed', async () => {
    const html =
      '<div class="modal-reviews-cancel"><h2>Opgaven er allerede bedømt</h2><button type="button" data-dismiss="modal">Luk</button></div>';
    const { onClose, posts, user } = open(
      { rated: true },
      { 'POST /ajax/firma/modal_reviews_cancel': { body: { html } } },
    );
    await user.click(screen.getByRole('radio', { name: /Opgaven er udført/ }));
    await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
    const shown = await screen.findByTestId('reviews-cancel');
    expect(shown).toHaveTextContent('Opgaven er allerede bedømt');
    expect(screen.queryByLabelText(/^Endelig pris/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('finish-form')).not.toBeInTheDocument();
    expect(await posts('/ajax/firma/modal_reviews_cancel')[0].json()).toEqual({ job_id: 320 });
    expect(posts('/ajax/firma/update_balans_company')).toHaveLength(0);
    await user.click(within(shown).getByRole('button', { name: 'Luk' }));
    expect(onClose).toHaveBeenCalled();
  });
});
