// Rules of the company sidebar (SPEC §2/§3/§9): the bookings entry toggles the list and the search
// box, opening starts again at page 1; each row's dollar icon class, headline link, unseen dot and
// calendar icon colour come from the reply's parallel arrays; 'no bookings' notice; further pages by
// infinite scroll; a /bookings/{id} address marks that row active and keeps the id in local storage;
// the profile and account entries toggle their sub-lists.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingsPageReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { FirmaSidebar } from './firma-sidebar';

const reply = (ids: number[], overrides: Partial<BookingsPageReply> = {}): BookingsPageReply => ({
  type: 'success',
  contact_ids: ids,
  job_headlines: ids.map((id) => `Opgave ${id}`),
  selected_no_milestone: ids.map(() => 'no-milestone'),
  exist_calendar: ids.map(() => false),
  company_seen_selection: ids.map(() => true),
  ...overrides,
});

const fullPage = (from: number) => reply(Array.from({ length: 20 }, (_, i) => from + i));

class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(): void {}
  disconnect(): void {}
  scrolledToBottom(): void {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function serve(pages: (body: { page: number; search: string }) => BookingsPageReply) {
  const bodies: { page: number; search: string }[] = [];
  const server = mockFetch({
    'POST /firma2/get_dine_bookinger_pagination': async (request) => {
      const body = (await request.json()) as { page: number; search: string };
      bodies.push(body);
      return { body: pages(body) };
    },
  });
  return { server, bodies };
}

const bookingsEntry = () => screen.getByRole('button', { name: 'Dine bookinger' });

beforeEach(() => {
  window.localStorage.clear();
  FakeIntersectionObserver.last = null;
});

describe('the bookings entry', () => {
  it('toggles the list and the search box; every opening loads page 1 again', async () => {
    const { bodies } = serve((body) => (body.page === 1 ? fullPage(1) : reply([21, 22])));
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const user = userEvent.setup();
    renderWithProviders(<FirmaSidebar />, { route: '/firma/opgaver' });
    expect(screen.queryByLabelText('Søg i bookinger')).not.toBeInTheDocument();

    await user.click(bookingsEntry());
    expect(bookingsEntry()).toHaveAttribute('aria-expanded', 'true');
    // The list is loaded when the entry is first opened.
    expect(await screen.findByLabelText('Søg i bookinger')).toBeInTheDocument();
    expect(await screen.findAllByTestId('booking-row')).toHaveLength(20);
    act(() => FakeIntersectionObserver.last?.scrolledToBottom());
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(22));

    await user.click(bookingsEntry());
    expect(screen.queryByLabelText('Søg i bookinger')).not.toBeInTheDocument();
    expect(screen.queryByTestId('booking-row')).not.toBeInTheDocument();

    await user.click(bookingsEntry());
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies.map((b) => b.page)).toEqual([1, 2, 1]);
    expect(await screen.findAllByTestId('booking-row')).toHaveLength(20);
  });

  it('shows each row as the parallel arrays say: dollar class, headline link, unseen dot, calendar colour', async () => {
    serve(() =>
      reply([597, 565], {
        job_headlines: ['Nye tagrender', 'Nyt badeværelse'],
        selected_no_milestone: ['no-milestone', 'milestone-done'],
        exist_calendar: [false, true],
        company_seen_selection: [false, true],
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FirmaSidebar />);
    await user.click(bookingsEntry());
    const [first, second] = await screen.findAllByTestId('booking-row');

    expect(first.querySelector('.booking-dollar')).toHaveClass('no-milestone');
    expect(second.querySelector('.booking-dollar')).toHaveClass('milestone-done');
    expect(within(first).getByRole('link', { name: 'Nye tagrender' })).toHaveAttribute(
      'href',
      '/firma/opgaver/dine-vundne-opgaver/bookings/597',
    );
    expect(within(first).getByRole('img', { name: 'Ny booking, som du ikke har set' })).toBeInTheDocument();
    expect(
      within(second).queryByRole('img', { name: 'Ny booking, som du ikke har set' }),
    ).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /Åbn kalenderen for »Nye tagrender«/ })).toHaveClass(
      'booking-calendar--white',
    );
    expect(within(second).getByRole('button', { name: /Åbn kalenderen for »Nyt badeværelse«/ })).toHaveClass(
      'booking-calendar--blue',
    );
  });

  it("shows the 'no bookings' notice when there are none, and asks for no further page", async () => {
    const { bodies } = serve(() => reply([]));
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const user = userEvent.setup();
    renderWithProviders(<FirmaSidebar />);
    await user.click(bookingsEntry());
    expect(await screen.findByTestId('bookings-empty')).toHaveTextContent('Du har ingen bookinger.');
    expect(bodies).toEqual([{ page: 1, search: '' }]);
  });

  it('asks for no page after a short one (the last page)', async () => {
    const { bodies } = serve(() => reply([1, 2, 3]));
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const user = userEvent.setup();
    renderWithProviders(<FirmaSidebar />);
    await user.click(bookingsEntry());
    await screen.findAllByTestId('booking-row');
    act(() => FakeIntersectionObserver.last?.scrolledToBottom());
    expect(screen.queryByRole('button', { name: 'Vis flere bookinger' })).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});

describe('a /bookings/{id} address', () => {
  it('opens the list with only that booking active and saves its id under bookingId', async () => {
    serve(() => reply([597, 565, 328]));
    renderWithProviders(<FirmaSidebar />, { route: '/firma/opgaver/dine-vundne-opgaver/bookings/565' });
    const rows = await screen.findAllByTestId('booking-row');
    expect(rows.map((row) => row.className)).toEqual([
      'booking-row un_active',
      'booking-row active',
      'booking-row un_active',
    ]);
    expect(window.localStorage.getItem('bookingId')).toBe('565');
  });

  it('leaves the list closed and local storage alone elsewhere', () => {
    serve(() => reply([597]));
    renderWithProviders(<FirmaSidebar />, { route: '/firma/opgaver' });
    expect(bookingsEntry()).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('bookingId')).toBeNull();
  });
});

describe('the booking search', () => {
  it('clears the list on each keystroke and reloads after 500 ms only with 0 or at least 3 characters', async () => {
    const { bodies } = serve((body) => (body.search ? reply([565]) : reply([597, 565])));
    const user = userEvent.setup();
    renderWithProviders(<FirmaSidebar />);
    await user.click(bookingsEntry());
    expect(await screen.findAllByTestId('booking-row')).toHaveLength(2);

    await user.type(screen.getByLabelText('Søg i bookinger'), 'ba');
    expect(screen.queryByTestId('booking-row')).not.toBeInTheDocument();
    expect(screen.getByText('Skriv mindst 3 tegn for at søge.')).toBeInTheDocument();
    await new Promise((wait) => setTimeout(wait, 700));
    expect(bodies).toHaveLength(1);

    await user.type(screen.getByLabelText('Søg i bookinger'), 'd');
    expect(screen.queryByTestId('booking-row')).not.toBeInTheDocument();
    expect(await screen.findAllByTestId('booking-row')).toHaveLength(1);
    expect(bodies).toEqual([
      { page: 1, search: '' },
      { page: 1, search: 'bad' },
    ]);
  });
});

describe('the profile and account entries', () => {
  it('toggle their sub-lists', async () => {
    serve(() => reply([]));
    const user = userEvent.setup();
    renderWithProviders(<FirmaSidebar />);
    expect(screen.queryByRole('link', { name: 'Firmaoplysninger' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Profil' }));
    expect(screen.getByRole('link', { name: 'Firmaoplysninger' })).toHaveAttribute(
      'href',
      '/firma/oplysninger',
    );
    expect(screen.getByRole('link', { name: 'Anmeldelser' })).toHaveAttribute('href', '/firma/anmeldelser');
    expect(screen.queryByRole('link', { name: 'Abonnement' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Konto' }));
    expect(screen.getByRole('link', { name: 'Saldo og betalinger' })).toHaveAttribute('href', '/firma/konto');
    expect(screen.getByRole('link', { name: 'Abonnement' })).toHaveAttribute('href', '/firma/abonnement');
    expect(screen.getByRole('link', { name: 'Hjælp og support' })).toHaveAttribute('href', '/hjaelp/firma');
    await user.click(screen.getByRole('button', { name: 'Profil' }));
    expect(screen.queryByRole('link', { name: 'Firmaoplysninger' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abonnement' })).toBeInTheDocument();
  });

  it("start with the account's list open on one of its pages (/firma/konto)", async () => {
    serve(() => reply([]));
    renderWithProviders(<FirmaSidebar />, { route: '/firma/konto' });
    expect(screen.getByRole('link', { name: 'Saldo og betalinger' })).toHaveAttribute('href', '/firma/konto');
    expect(screen.getByRole('button', { name: 'Konto' })).toHaveAttribute('aria-expanded', 'true');
  });
});
