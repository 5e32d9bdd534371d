// 'Anmeld anmeldelse' on the company's reviews page (issue 33): the button under a review opens the
// reason dialog, which says on which grounds a review is removed; an empty reason is refused before
// sending; the report is sent for that review, the service's thanks is a notice, and the list is
// read again (it then says the review is reported).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { ReviewsPage } from './reviews-page';

const session = {
  body: {
    user: {
      id: 2,
      name: 'Lars',
      email: 'firma@demo.dk',
      role: 'company',
      companyId: 1,
      companyName: 'Demo ApS',
    },
    csrfToken: 'token',
  },
};

const THANKS = 'Tak. Anmeldelsen er sendt til Opgavetorvet, som ser på den.';

function open() {
  let reported = false;
  const server = mockFetch({
    'GET /api/session': session,
    'POST /ajax/firma/load_reviews': () => ({
      body: {
        html:
          '<article class="review" data-review-id="9"><h4 class="review-title">Elendigt</h4>' +
          (reported
            ? '<p class="review-report-pending">Anmeldt til Opgavetorvet.</p>'
            : '<button type="button" class="btn btn--quiet review-report-button" data-review-id="9">Anmeld anmeldelse</button>') +
          '</article>',
        page: 1,
        page_up: 0,
        delete_btn: true,
      },
    }),
    'POST /api/firma/anmeldelser/9/anmeld': () => {
      reported = true;
      return { body: { type: 'success', message: THANKS } };
    },
  });
  const view = renderWithProviders(<ReviewsPage />, { route: '/firma/anmeldelser' });
  return { server, store: view.store, user: userEvent.setup() };
}

describe("'Anmeld anmeldelse'", () => {
  it('asks for a reason, refuses an empty one, sends the report and shows the review as reported', async () => {
    const { server, store, user } = open();
    const list = await screen.findByTestId('review-list');
    await user.click(await within(list).findByRole('button', { name: 'Anmeld anmeldelse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anmeld anmeldelse' });
    expect(within(dialog).getByText(/aldrig fordi den er negativ/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send til Opgavetorvet' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Skriv, hvorfor anmeldelsen skal fjernes.');
    expect(server.requests.some((r) => r.url.endsWith('/anmeld'))).toBe(false);

    await user.type(
      within(dialog).getByLabelText(/^Hvorfor skal anmeldelsen fjernes\?/),
      '  Aldrig kunde hos os.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send til Opgavetorvet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = server.requests.find((r) => r.url.endsWith('/api/firma/anmeldelser/9/anmeld'));
    expect(await post?.json()).toEqual({ reason: 'Aldrig kunde hos os.' });
    expect(store.getState().notifications.items.map((n) => n.note)).toEqual([THANKS]);
    expect(await within(list).findByText('Anmeldt til Opgavetorvet.')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Anmeld anmeldelse' })).not.toBeInTheDocument();
  });
});
