// The calendar of company events (SPEC §2/§7/§8): a booking's events in its month with Danish day
// names from Monday; an empty period reads 'Der er ingen opgaver i denne periode'; ticked, every
// event of the month from GET /api/firma/kalender with limit, year and month; a failed load says
// 'error getting json:' with the address. Under the month, the calendar feed's secret address to
// subscribe to, with a copy button, and 'Lav nyt link', which asks before it replaces the address.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CalendarModal } from './calendar-modal';

const event = (date: string, title: string, url = '') => ({
  date,
  title,
  url,
  description: 'Jakob Friis, 7000 Fredericia',
  type: 'job',
});

const FEED = 'https://opgavetorvet.example/ical/gammel-hemmelighed.ics';
const NEW_FEED = 'https://opgavetorvet.example/ical/ny-hemmelighed.ics';

function open(routes: Parameters<typeof mockFetch>[0]) {
  const server = mockFetch({ 'GET /api/firma/kalender/abonnement': { body: { url: FEED } }, ...routes });
  const onClose = vi.fn();
  renderWithProviders(<CalendarModal contactId={270} headline="Nyt tagpaptag på garage" onClose={onClose} />);
  return { server, onClose, user: userEvent.setup() };
}

describe('the calendar modal', () => {
  it("shows the booking's events in their month, Monday first, and an empty next month", async () => {
    const { server, user } = open({
      'GET /ajax/firma/calendar_event_company': {
        body: [
          event(
            '2030-11-02 11:00:00',
            'Nyt tagpaptag på garage',
            '/firma/opgaver/dine-vundne-opgaver/bookings/270',
          ),
        ],
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Kalender: Nyt tagpaptag på garage' });
    // The month of the booking's event once the events are in (today's month until then).
    await within(dialog).findByTestId('calendar-event');
    expect(within(dialog).getByTestId('calendar-title')).toHaveTextContent('November 2030');
    const bookingCall = server.requests.find((r) => r.url.includes('/ajax/firma/calendar_event_company'));
    expect(new URL(bookingCall?.url ?? 'http://x').search).toBe('?contact_id=270');
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent(/^Man/);
    expect(headers[6]).toHaveTextContent(/^Søn/);
    const item = within(dialog).getByTestId('calendar-event');
    expect(item).toHaveTextContent('kl. 11.00');
    expect(within(item).getByRole('link', { name: 'Nyt tagpaptag på garage' })).toHaveAttribute(
      'href',
      '/firma/opgaver/dine-vundne-opgaver/bookings/270',
    );
    expect(within(dialog).getByRole('button', { name: /2\. november: 1 opgave/ })).toHaveClass(
      'calendar-day--busy',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Næste måned' }));
    expect(within(dialog).getByTestId('calendar-title')).toHaveTextContent('December 2030');
    expect(within(dialog).getByTestId('calendar-empty')).toHaveTextContent(
      'Der er ingen opgaver i denne periode',
    );
  });

  it("asks GET /api/firma/kalender with limit, year and month for every event of the company's month", async () => {
    const { server, user } = open({
      'GET /ajax/firma/calendar_event_company': {
        body: [event('2030-11-02 11:00:00', 'Nyt tagpaptag på garage')],
      },
      'GET /api/firma/kalender': {
        body: [event('2030-11-05 08:00:00', 'Maling af stue'), event('2030-11-05 13:00:00', 'Ny dør')],
      },
    });
    await screen.findByTestId('calendar-event');
    await user.click(screen.getByRole('checkbox', { name: 'Vis alle firmaets opgaver' }));
    expect(await screen.findByText('Maling af stue')).toBeInTheDocument();
    const monthCall = server.requests.find((r) => new URL(r.url).pathname === '/api/firma/kalender');
    expect(Object.fromEntries(new URL(monthCall?.url ?? 'http://x').searchParams)).toEqual({
      limit: '100',
      year: '2030',
      month: '11',
    });

    await user.click(screen.getByRole('button', { name: /5\. november: 2 opgaver/ }));
    expect(screen.getAllByTestId('calendar-event')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: / 2\. november$/ }));
    expect(screen.getByTestId('calendar-empty')).toHaveTextContent('Der er ingen opgaver i denne periode');
  });

  it("says 'error getting json:' with the address when the events cannot be loaded", async () => {
    open({
      'GET /ajax/firma/calendar_event_company': { status: 500, body: { type: 'error', message: 'x' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'error getting json: /ajax/firma/calendar_event_company?contact_id=270',
    );
  });

  it('offers the calendar feed to subscribe to, with its address, a short help and a copy button', async () => {
    const { user } = open({ 'GET /ajax/firma/calendar_event_company': { body: [] } });
    const feed = within(screen.getByTestId('calendar-feed'));
    expect(feed.getByRole('heading', { name: 'Abonnér i din kalenderapp' })).toBeInTheDocument();
    expect(feed.getByText(/^Abonnér i din kalenderapp \(Google Kalender/)).toBeInTheDocument();
    const field = await feed.findByRole('textbox', { name: 'Dit kalenderlink' });
    expect(field).toHaveValue(FEED);
    expect(field).toHaveAttribute('readonly');

    await user.click(feed.getByRole('button', { name: 'Kopiér link' }));
    expect(await navigator.clipboard.readText()).toBe(FEED);
    expect(feed.getByRole('status')).toHaveTextContent('Kalenderlinket er kopieret.');
  });

  it("'Lav nyt link' asks first; only 'Ja, lav nyt link' makes a new secret, and the new address is shown", async () => {
    let posts = 0;
    const { user } = open({
      'GET /ajax/firma/calendar_event_company': { body: [] },
      'POST /api/firma/kalender/abonnement': () => {
        posts += 1;
        return { body: { url: NEW_FEED } };
      },
    });
    const feed = within(screen.getByTestId('calendar-feed'));
    await feed.findByDisplayValue(FEED);

    await user.click(feed.getByRole('button', { name: 'Lav nyt link' }));
    const question = feed.getByRole('group', { name: 'Lav et nyt kalenderlink?' });
    expect(question).toHaveTextContent('Det gamle link holder op med at virke med det samme.');
    await user.click(within(question).getByRole('button', { name: 'Behold det nuværende link' }));
    expect(posts).toBe(0);
    expect(feed.queryByRole('group')).not.toBeInTheDocument();
    expect(feed.getByRole('textbox', { name: 'Dit kalenderlink' })).toHaveValue(FEED);

    await user.click(feed.getByRole('button', { name: 'Lav nyt link' }));
    await user.click(feed.getByRole('button', { name: 'Ja, lav nyt link' }));
    expect(await feed.findByDisplayValue(NEW_FEED)).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(feed.getByRole('status')).toHaveTextContent(
      'Der er lavet et nyt kalenderlink. Det gamle virker ikke længere.',
    );
    expect(feed.queryByRole('group')).not.toBeInTheDocument();
  });

  it('keeps the address and says so when a new one cannot be made', async () => {
    const { user } = open({
      'GET /ajax/firma/calendar_event_company': { body: [] },
      'POST /api/firma/kalender/abonnement': { status: 500, body: { type: 'error', message: '' } },
    });
    const feed = within(screen.getByTestId('calendar-feed'));
    await feed.findByDisplayValue(FEED);
    await user.click(feed.getByRole('button', { name: 'Lav nyt link' }));
    await user.click(feed.getByRole('button', { name: 'Ja, lav nyt link' }));
    expect(await feed.findByRole('alert')).toHaveTextContent('Der kunne ikke laves et nyt link. Prøv igen.');
    expect(feed.getByRole('textbox', { name: 'Dit kalenderlink' })).toHaveValue(FEED);
  });
});
