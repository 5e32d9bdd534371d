// The calendar of company events (SPEC §2/§7/§8): a booking's events in its month with Danish day
// names from Monday; an empty period reads 'Der er ingen opgaver i denne periode'; ticked, every
// event of the month from GET /api/firma/kalender with limit, year and month; a failed load says
// 'error getting json:' with the address.
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

function open(routes: Parameters<typeof mockFetch>[0]) {
  const server = mockFetch(routes);
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
    expect(new URL(server.requests[0].url).search).toBe('?contact_id=270');
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
    const monthCall = server.requests.find((r) => r.url.includes('/api/firma/kalender'));
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
});
