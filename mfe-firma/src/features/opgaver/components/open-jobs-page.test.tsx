// Rules of bidding on an open job (SPEC §5/§8/§9): the amount must be a whole number up to
// 999999999; a sent bid turns the card into 'Du har givet tilbud' with a notification; a reply
// with a message and a type is shown as a notification of that type.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyOpenJobItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeReply } from '@opgavetorvet/ui/test';
import { OpenJobsPage } from './open-jobs-page';

const job = (hasBid: boolean): CompanyOpenJobItem => ({
  job_id: 120,
  headline: 'Maling af stue',
  description: 'To vægge og loft',
  category_name: 'Maler',
  zip: '2100',
  city: 'København Ø',
  created_at: 1_700_000_000,
  bids_count: hasBid ? 1 : 0,
  has_bid: hasBid,
  hidden: false,
  photos: [],
});

function open(bidReply: FakeReply) {
  let bid = false;
  const server = mockFetch({
    'GET /api/firma/opgaver': () => ({
      body: { jobs: [job(bid)], total: 1, page: 1, page_size: 20, hidden_total: 0, show_all: false },
    }),
    'POST /ajax/firma/modal_bid': { body: { html: '<form class="bid-form"></form>' } },
    'POST /api/firma/bud': () => {
      bid = (bidReply.status ?? 200) === 200;
      return bidReply;
    },
  });
  const view = renderWithProviders(<OpenJobsPage />, { route: '/firma/opgaver' });
  return { server, store: view.store, user: userEvent.setup() };
}

const success = {
  body: { type: 'success', message: 'Dit tilbud er sendt til kunden.', bid_id: 9, contact_id: 8 },
};
const notes = (store: ReturnType<typeof open>['store']) =>
  store.getState().notifications.items.map(({ type, note }) => ({ type, note }));

async function openBidModal(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByTestId('open-job');
  await user.click(within(card).getByRole('button', { name: 'Giv tilbud' }));
  return { card, dialog: await screen.findByRole('dialog') };
}

describe('bidding on an open job', () => {
  it.each([
    ['12500,50', 'Beløbet skal være et helt tal på højst 999999999'],
    ['1000000000', 'Beløbet skal være et helt tal på højst 999999999'],
    ['12.5', 'Beløbet skal være et helt tal på højst 999999999'],
    ['-5', 'Beløbet skal være større end 0.'],
    ['0', 'Beløbet skal være større end 0.'],
    ['', 'Angiv venligst din pris'],
  ])(
    'the amount must be a whole number from 1 to 999999999: %j is refused before sending',
    async (amount, expected) => {
      const { server, user } = open(success);
      const { dialog } = await openBidModal(user);
      if (amount) await user.type(within(dialog).getByLabelText(/^Pris/), amount);
      await user.click(within(dialog).getByRole('button', { name: 'Send tilbud' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(expected);
      expect(server.requests.some((r) => r.url.endsWith('/api/firma/bud'))).toBe(false);
    },
  );

  it("a sent bid shows the 'Du har givet tilbud' badge and the server's message", async () => {
    const { server, store, user } = open(success);
    const { card, dialog } = await openBidModal(user);
    await user.type(within(dialog).getByLabelText(/^Pris/), '999999999');
    await user.type(within(dialog).getByLabelText(/^Mindste prisoverslag/), '10.000');
    await user.type(within(dialog).getByLabelText(/^Højeste prisoverslag/), '14.000');
    await user.type(within(dialog).getByLabelText(/^Kommentar/), 'Vi kan starte i næste uge');
    await user.click(within(dialog).getByRole('button', { name: 'Send tilbud' }));

    expect(await within(card).findByText('Du har givet tilbud')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Giv tilbud' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = server.requests.find((r) => r.url.endsWith('/api/firma/bud'));
    expect(await post?.json()).toEqual({
      job_id: 120,
      amount: 999999999,
      min_estimate: 10000,
      max_estimate: 14000,
      comment: 'Vi kan starte i næste uge',
    });
    expect(notes(store)).toEqual([{ type: 'success', note: 'Dit tilbud er sendt til kunden.' }]);
  });

  it('a reply with a message and a type is shown as a notification of that type', async () => {
    const { store, user } = open({
      status: 409,
      body: { type: 'info', message: 'Du har allerede givet et tilbud.' },
    });
    const { dialog } = await openBidModal(user);
    await user.type(within(dialog).getByLabelText(/^Pris/), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Send tilbud' }));
    await waitFor(() =>
      expect(notes(store)).toEqual([{ type: 'info', note: 'Du har allerede givet et tilbud.' }]),
    );
  });
});

describe('a page past the end', () => {
  it('?page=99 of two pages shows the last page, not an empty list under a count of jobs', async () => {
    const server = mockFetch({
      'GET /api/firma/opgaver': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const jobs = page === 2 ? [job(false)] : [];
        return { body: { jobs, total: 27, page, page_size: 20, hidden_total: 0, show_all: false } };
      },
    });
    renderWithProviders(<OpenJobsPage />, { route: '/firma/opgaver?page=99' });
    expect(await screen.findByTestId('open-job')).toHaveTextContent('Maling af stue');
    expect(screen.getByText('Side 2 af 2')).toBeInTheDocument();
    expect(screen.queryByText(/ingen åbne opgaver/)).not.toBeInTheDocument();
    const pages = server.requests
      .filter((r) => new URL(r.url).pathname === '/api/firma/opgaver')
      .map((r) => new URL(r.url).searchParams.get('page'));
    expect(pages).toEqual(['99', '2']);
  });
});
