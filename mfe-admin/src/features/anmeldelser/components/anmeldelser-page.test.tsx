// /admin/anmeldelser (issue 33): a reported review shows with its text, the company's reason and
// the job; 'Behold anmeldelsen' keeps it and it leaves the open list; 'Fjern anmeldelse' asks for
// one of the stated grounds (none chosen is refused before sending), sends it and shows the
// service's notice; the decided list shows who decided, and the ground.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportedReview } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { AnmeldelserPage } from './anmeldelser-page';

const reported: ReportedReview = {
  report_id: 4,
  review_id: 31,
  company_id: 2,
  company_name: 'Tagmestrene ApS',
  company_slug: 'tagmestrene',
  review: {
    kind: 'review',
    rating: 1,
    title: 'Elendigt arbejde',
    text: 'Hans Hansen på Vejen 3 snød os.',
    author_name: 'Karen Kunde',
    created_at: 1_700_000_000,
  },
  job: { id: 145, headline: 'Nyt tag på carport' },
  reason: 'Personen har aldrig været kunde hos os.',
  created_at: 1_700_003_600,
  state: 'open',
  removal_reason: null,
  decided_by: null,
  decided_at: null,
};

function fakeServer() {
  let report = reported;
  const decide = (
    state: ReportedReview['state'],
    reason: ReportedReview['removal_reason'],
    message: string,
  ) => {
    report = {
      ...report,
      state,
      removal_reason: reason,
      decided_by: 'Anne Admin',
      decided_at: 1_700_100_000,
    };
    return { body: { type: 'success', message, report } };
  };
  return mockFetch({
    'GET /api/admin/anmeldelser': (request) => {
      const decided = new URL(request.url).searchParams.get('status') === 'decided';
      return { body: { reports: (report.state === 'open') !== decided ? [report] : [] } };
    },
    'POST /api/admin/anmeldelser/4/behold': () =>
      decide('kept', null, 'Anmeldelsen bliver stående, og firmaet har fået besked.'),
    'POST /api/admin/anmeldelser/4/fjern': async (request) => {
      const { reason } = (await request.json()) as { reason: ReportedReview['removal_reason'] };
      return decide(
        'removed',
        reason,
        'Anmeldelsen er fjernet. Firmaet og den, der skrev den, har fået besked.',
      );
    },
  });
}

const notes = (store: ReturnType<typeof renderWithProviders>['store']) =>
  store.getState().notifications.items.map((n) => n.note);

describe('the reported reviews', () => {
  it("shows the review's text, the company's reason and the job", async () => {
    fakeServer();
    renderWithProviders(<AnmeldelserPage />, { route: '/admin/anmeldelser' });
    const card = await screen.findByTestId('reported-review');
    expect(within(card).getByRole('heading', { name: 'Elendigt arbejde' })).toBeInTheDocument();
    expect(within(card).getByText('Hans Hansen på Vejen 3 snød os.')).toBeInTheDocument();
    expect(within(card).getByText('1 ud af 5 stjerner')).toBeInTheDocument();
    expect(within(card).getByText('Personen har aldrig været kunde hos os.')).toBeInTheDocument();
    expect(within(card).getByText('Opgave: Nyt tag på carport (Job-ID 145)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Se profilen' })).toHaveAttribute('href', '/tagmestrene');
    expect(within(card).getByText('Anmeldt')).toBeInTheDocument();
  });

  it("'Behold anmeldelsen' keeps it: the notice shows and it leaves the open list", async () => {
    const server = fakeServer();
    const { store } = renderWithProviders(<AnmeldelserPage />, { route: '/admin/anmeldelser' });
    const user = userEvent.setup();
    const card = await screen.findByTestId('reported-review');
    await user.click(within(card).getByRole('button', { name: 'Behold anmeldelsen' }));
    expect(await screen.findByText('Ingen anmeldte anmeldelser')).toBeInTheDocument();
    expect(notes(store)).toEqual(['Anmeldelsen bliver stående, og firmaet har fået besked.']);
    expect(server.requests.some((r) => r.method === 'POST' && r.url.endsWith('/4/behold'))).toBe(true);
  });

  it("'Fjern anmeldelse' needs a stated ground, sends it, and the decided list shows the decision", async () => {
    const server = fakeServer();
    const { store } = renderWithProviders(<AnmeldelserPage />, { route: '/admin/anmeldelser' });
    const user = userEvent.setup();
    const card = await screen.findByTestId('reported-review');
    await user.click(within(card).getByRole('button', { name: 'Fjern anmeldelse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fjern anmeldelse' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['not_customer', 'personal_data', 'illegal']);
    await user.click(within(dialog).getByRole('button', { name: 'Fjern anmeldelse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Vælg en begrundelse for at fjerne anmeldelsen.',
    );
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Indeholdt personoplysninger' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fjern anmeldelse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ reason: 'personal_data' });
    expect(notes(store)).toEqual(['Anmeldelsen er fjernet. Firmaet og den, der skrev den, har fået besked.']);
  });

  it('?visning=afgjorte lists the decided ones with who decided and the ground', async () => {
    const server = mockFetch({
      'GET /api/admin/anmeldelser': (request) => ({
        body: {
          reports:
            new URL(request.url).searchParams.get('status') === 'decided'
              ? [
                  {
                    ...reported,
                    state: 'removed',
                    removal_reason: 'illegal',
                    decided_by: 'Anne Admin',
                    decided_at: 1_700_100_000,
                  },
                ]
              : [],
        },
      }),
    });
    renderWithProviders(<AnmeldelserPage />, { route: '/admin/anmeldelser?visning=afgjorte' });
    const card = await screen.findByTestId('reported-review');
    expect(within(card).getByText('Fjernet')).toBeInTheDocument();
    expect(within(card).getByText(/^Afgjort af Anne Admin/)).toBeInTheDocument();
    expect(within(card).getByText(/Ulovligt indhold/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Behold anmeldelsen' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => new URL(r.url).searchParams.get('status') === 'decided')).toBe(true);
  });
});
