// The start checklist on /firma/opgaver (issue 31): while the service says items are to do it shows
// all six, each linking to its section of /firma/oplysninger, the done ones ticked and the count of
// them; when all are done it is not there; 'Skjul' takes it away and its cookie keeps it away (the
// page then does not ask for it again).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StartChecklistReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { jobList, openJob } from '../test/open-jobs-fixture';
import { OpenJobsPage } from './open-jobs-page';

const session = {
  body: {
    user: {
      id: 3,
      name: 'Kasper Lund',
      email: 'ny@firma.dk',
      role: 'company',
      companyId: 7,
      companyName: 'Nyt Firma',
    },
    csrfToken: 'token',
  },
};

const someDone: StartChecklistReply = {
  items: {
    categories: true,
    regions: true,
    description: false,
    logo: false,
    opening_times: false,
    notifications: true,
  },
  done: false,
};
const allDone: StartChecklistReply = {
  items: {
    categories: true,
    regions: true,
    description: true,
    logo: true,
    opening_times: true,
    notifications: true,
  },
  done: true,
};

function open(checklist: StartChecklistReply) {
  const server = mockFetch({
    'GET /api/session': session,
    'GET /api/firma/opgaver': jobList([openJob()]),
    'GET /api/firma/kom-godt-i-gang': { body: checklist },
  });
  renderWithProviders(<OpenJobsPage />, { route: '/firma/opgaver' });
  const asked = () => server.requests.filter((r) => r.url.endsWith('/api/firma/kom-godt-i-gang')).length;
  return { asked, user: userEvent.setup() };
}

afterEach(() => {
  document.cookie = 'kom-godt-i-gang-skjult_7=; max-age=0; path=/';
});

describe('the start checklist', () => {
  it('shows every item with a link to its place, the done ones ticked', async () => {
    open(someDone);
    const checklist = await screen.findByTestId('start-checklist');
    expect(within(checklist).getByRole('heading', { name: 'Kom godt i gang' })).toBeInTheDocument();
    expect(checklist).toHaveTextContent('3 af 6 er klaret.');
    const places = {
      categories: ['Vælg dine kategorier', '/firma/oplysninger#categories-title', 'klaret'],
      regions: ['Vælg de områder, du arbejder i', '/firma/oplysninger#regions-title', 'klaret'],
      description: ['Skriv en profiltekst om firmaet', '/firma/oplysninger#profile-details-title', 'mangler'],
      logo: ['Tilføj jeres logo', '/firma/oplysninger#logo-section-title', 'mangler'],
      opening_times: ['Angiv jeres åbningstider', '/firma/oplysninger#opening-title', 'mangler'],
      notifications: [
        'Vælg et nummer til sms-notifikationer',
        '/firma/oplysninger#notify-phone-title',
        'klaret',
      ],
    };
    for (const [item, [text, href, state]] of Object.entries(places)) {
      const row = within(checklist).getByTestId(`start-item-${item}`);
      expect(within(row).getByRole('link', { name: text })).toHaveAttribute('href', href);
      expect(row).toHaveTextContent(state);
      expect(row.classList.contains('is-done')).toBe(state === 'klaret');
    }
  });

  it('is not there when every item is done', async () => {
    const { asked } = open(allDone);
    expect(await screen.findByTestId('open-job')).toBeInTheDocument();
    await waitFor(() => expect(asked()).toBe(1));
    expect(screen.queryByTestId('start-checklist')).not.toBeInTheDocument();
  });

  it("'Skjul' takes it away, and the cookie keeps it away without asking again", async () => {
    const { user } = open(someDone);
    const checklist = await screen.findByTestId('start-checklist');
    await user.click(within(checklist).getByRole('button', { name: 'Skjul tjeklisten Kom godt i gang' }));
    expect(screen.queryByTestId('start-checklist')).not.toBeInTheDocument();
    expect(document.cookie).toContain('kom-godt-i-gang-skjult_7=1');

    const again = open(someDone);
    expect(await screen.findAllByTestId('open-job')).not.toHaveLength(0);
    expect(screen.queryByTestId('start-checklist')).not.toBeInTheDocument();
    expect(again.asked()).toBe(0);
  });
});
