// Rules of the won-jobs page (SPEC §2/§4): page 1 first; a page past the end shows page 1 (as
// /firma/vundne_tab2 redirects); each job offers what its state allows — the three answers while
// unconfirmed, 'Afslut opgave' when confirmed, 'annulleret (afventer admin)' with 'Fortryd' while a
// cancel waits, 'Opgave afsluttet' with the price; the unseen dot; the /bookings/{id} job is marked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { companySession, wonJob } from '../test/won-job-fixture';
import { VundnePage } from './vundne-page';

function open(route: string, jobsOfPage: (page: number) => WonJobItem[], total = 3) {
  const server = mockFetch({
    'GET /api/session': companySession,
    'GET /api/firma/vundne': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return { body: { jobs: jobsOfPage(page), page, page_size: 20, total } };
    },
    'POST /ajax/firma/delete_cancel_message': { body: { success: true, link_name: 'Afslut opgave' } },
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/firma/opgaver/dine-vundne-opgaver" element={<VundnePage />} />
      <Route path="/firma/opgaver/dine-vundne-opgaver/bookings/:contactId" element={<VundnePage />} />
    </Routes>,
    { route },
  );
  return { server, store: view.store, user: userEvent.setup() };
}

const pagesAsked = (server: ReturnType<typeof open>['server']) =>
  server.requests
    .filter((r) => r.url.includes('/api/firma/vundne'))
    .map((r) => new URL(r.url).searchParams.get('page'));

const card = (contactId: number) =>
  waitFor(() => {
    const found = screen
      .getAllByTestId('won-job')
      .find((c) => c.getAttribute('data-contact-id') === String(contactId));
    if (!found) throw new Error(`no card ${contactId}`);
    return found;
  });

describe('the won-jobs page', () => {
  it('shows page 1 when the page asked for lies past the end', async () => {
    const { server } = open(
      '/firma/opgaver/dine-vundne-opgaver?page=9',
      (page) => (page === 1 ? [wonJob()] : []),
      1,
    );
    expect(await screen.findByText('Udskiftning af tagrender')).toBeInTheDocument();
    expect(pagesAsked(server)).toEqual(['9', '1']);
  });

  it('offers each state its own actions', async () => {
    open('/firma/opgaver/dine-vundne-opgaver', () => [
      wonJob({ contact_id: 1, state: 'awaiting_confirmation', company_seen_selection: false }),
      wonJob({ contact_id: 2, state: 'confirmed' }),
      wonJob({ contact_id: 3, state: 'cancel_pending' }),
      wonJob({ contact_id: 4, state: 'finished', finished_price_ore: 2_016_405 }),
      wonJob({ contact_id: 5, state: 'refused', is_winner: false }),
    ]);
    const awaiting = await card(1);
    expect(within(awaiting).getByRole('button', { name: 'Bekræft opgaven' })).toBeInTheDocument();
    expect(
      within(awaiting).getByRole('img', { name: 'Ny booking, som du ikke har set' }),
    ).toBeInTheDocument();
    expect(within(await card(2)).getByRole('button', { name: 'Afslut opgave' })).toBeInTheDocument();
    expect(within(await card(2)).queryByRole('button', { name: 'Bekræft opgaven' })).not.toBeInTheDocument();
    expect(
      within(await card(2)).queryByRole('img', { name: 'Ny booking, som du ikke har set' }),
    ).not.toBeInTheDocument();
    const pending = await card(3);
    expect(
      within(pending).getByText('annulleret (afventer admin)', { selector: '.won-job__pending-text' }),
    ).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Fortryd' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Afslut opgave' })).not.toBeInTheDocument();
    expect(within(await card(4)).getByText('Opgave afsluttet – 20.164,05 kr.')).toBeInTheDocument();
    const refused = await card(5);
    expect(within(refused).queryByRole('button')).not.toBeInTheDocument();
  });

  it("'Fortryd' withdraws the waiting cancel (delete_cancel_message with the contact id)", async () => {
    const { server, store, user } = open('/firma/opgaver/dine-vundne-opgaver', () => [
      wonJob({ contact_id: 328, state: 'cancel_pending' }),
    ]);
    await user.click(within(await card(328)).getByRole('button', { name: 'Fortryd' }));
    await waitFor(() => expect(store.getState().notifications.items).toHaveLength(1));
    const post = server.requests.find((r) => r.url.endsWith('/ajax/firma/delete_cancel_message'));
    expect(await post?.json()).toEqual({ contact_contact_id: 328 });
    expect(store.getState().notifications.items[0]).toMatchObject({
      type: 'success',
      note: 'Annulleringen er fortrudt.',
    });
  });

  it('marks the booking of a /bookings/{id} address, looking through the pages when none is named', async () => {
    const { server } = open(
      '/firma/opgaver/dine-vundne-opgaver/bookings/565',
      (page) =>
        page === 1 ? [wonJob({ contact_id: 1 })] : [wonJob({ contact_id: 565, headline: 'Nyt badeværelse' })],
      21,
    );
    const marked = await card(565);
    expect(marked).toHaveClass('job-card--focused');
    expect(marked).toHaveAttribute('aria-current', 'true');
    expect(pagesAsked(server)).toEqual(['1', '2']);
  });
});
