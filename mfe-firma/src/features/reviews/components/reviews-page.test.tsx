// The company's reviews (SPEC §7/§8/§9): 'Vis flere' loads the next page while page_up says there
// is one; an answer is sent from the review's own form and an empty one is refused ('Dette felt må
// ikke være tomt.'); review e-mails answer 'Mailen er sendt...', or at a cap the monthly text when
// count_all is 200 and the daily text otherwise.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, type FakeReply } from '@opgavetorvet/ui/test';
import { ReviewsPage } from './reviews-page';

const session = {
  body: {
    user: {
      id: 2,
      name: 'Lars Demo',
      email: 'firma@demo.dk',
      role: 'company',
      companyId: 1,
      companyName: 'Demo Byg & Anlæg ApS',
    },
    csrfToken: 'token',
  },
};

const review = (id: number, title: string, answer = '') =>
  `<article class="review" data-review-id="${id}"><h4 class="review-title">${title}</h4>${answer ? `<div class="review-answer"><p>${answer}</p></div>` : ''}` +
  `<form class="review-answer-form" data-review-id="${id}" method="post" action="/ajax/firma/comment_new_review">` +
  `<input type="hidden" name="review" value="${id}"><textarea name="comment" aria-label="Dit svar på anmeldelsen">${answer}</textarea>` +
  `<button type="submit" class="btn">Send svar</button></form></article>`;

function open(emailReply: FakeReply = { body: {} }) {
  let answered = '';
  const server = mockFetch({
    'GET /api/session': session,
    'POST /ajax/firma/load_reviews': async (request) => {
      const { page } = (await request.json()) as { page: number };
      if (page === 1)
        return {
          body: { html: review(7, 'Flot terrasse', answered), page: 1, page_up: 2, delete_btn: true },
        };
      return { body: { html: review(3, 'Fint arbejde'), page: 2, page_up: 0, delete_btn: true } };
    },
    'POST /ajax/firma/comment_new_review': async (request) => {
      answered = ((await request.json()) as { comment: string }).comment;
      return {
        body: { type: 'success', message: 'Dit svar er gemt.', html: review(7, 'Flot terrasse', answered) },
      };
    },
    'POST /ajax/firma/sendemailreview': emailReply,
  });
  const view = renderWithProviders(<ReviewsPage />, { route: '/firma/anmeldelser' });
  return { server, store: view.store, user: userEvent.setup() };
}

const notes = (store: ReturnType<typeof open>['store']) =>
  store.getState().notifications.items.map(({ type, note }) => ({ type, note }));

describe('company reviews', () => {
  it("heads the list with the chosen list's name, so the reviews' titles (h3) follow an h2", async () => {
    const { user } = open();
    const list = await screen.findByTestId('review-list');
    expect(within(list).getByRole('heading', { level: 2 })).toHaveTextContent('Kundernes anmeldelser');
    await user.click(screen.getByRole('button', { name: 'Offentlige anmeldelser' }));
    expect(within(list).getByRole('heading', { level: 2 })).toHaveTextContent('Offentlige anmeldelser');
  });

  it("'Vis flere' loads the next page and disappears at the last page", async () => {
    const { user } = open();
    const list = await screen.findByTestId('review-list');
    expect(await within(list).findByText('Flot terrasse')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Vis flere' }));
    expect(await within(list).findByText('Fint arbejde')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument();
  });

  it('answers a review from its form; an empty answer is refused before sending', async () => {
    const { server, store, user } = open();
    const list = await screen.findByTestId('review-list');
    await within(list).findByText('Flot terrasse');
    await user.click(within(list).getByRole('button', { name: 'Send svar' }));
    expect(notes(store)).toEqual([{ type: 'error', note: 'Dette felt må ikke være tomt.' }]);
    expect(server.requests.some((r) => r.url.endsWith('/comment_new_review'))).toBe(false);

    await user.type(within(list).getByLabelText('Dit svar på anmeldelsen'), 'Tak for de pæne ord!');
    await user.click(within(list).getByRole('button', { name: 'Send svar' }));
    await waitFor(() =>
      expect(within(list).getByText('Tak for de pæne ord!', { selector: 'p' })).toBeInTheDocument(),
    );
    const post = server.requests.find((r) => r.url.endsWith('/comment_new_review'));
    expect(await post?.json()).toEqual({ review: 7, comment: 'Tak for de pæne ord!' });
  });

  it.each([
    [{ type: 'success', count_all: 12, sent: 2, message: 'x' }, [['success', 'Mailen er sendt...']]],
    [
      { type: 'limit', count_all: 200, sent: 0, message: 'x' },
      [['error', 'Du har nået den månedlige grænse for afsendte beskeder']],
    ],
    [
      { type: 'limit', count_all: 57, sent: 0, message: 'x' },
      [['error', 'Du har nået den daglige grænse for afsendte beskeder']],
    ],
    [
      { type: 'limit', count_all: 50, sent: 46, message: 'x' },
      [
        ['error', 'Du har nået den daglige grænse for afsendte beskeder'],
        [
          'info',
          '46 e-mails blev sendt, før grænsen blev nået. Send listen igen senere: kunder, der har fået en e-mail inden for 30 dage, får ikke en til.',
        ],
      ],
    ],
    [
      { type: 'success', count_all: 12, sent: 0, message: 'x' },
      [
        [
          'info',
          'Alle kunderne på listen har fået en e-mail inden for de sidste 30 dage, så der blev ikke sendt nogen.',
        ],
      ],
    ],
  ])('review e-mails: %j is shown as %j', async (reply, shown) => {
    const { server, store, user } = open({ body: reply });
    await user.click(await screen.findByRole('button', { name: 'Send e-mail om anmeldelse' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    await user.type(
      within(dialog).getByLabelText(/^Kundernes e-mailadresser/),
      'ole@example.com, mia@example.org',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));
    await waitFor(() => expect(notes(store)).toEqual(shown.map(([type, note]) => ({ type, note }))));
    const post = server.requests.find((r) => r.url.endsWith('/sendemailreview'));
    expect(await post?.json()).toEqual({ regArray: 'ole@example.com, mia@example.org' });
    if (reply.type === 'success') expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    else
      expect(within(dialog).getByTestId('review-email-count')).toHaveTextContent(
        `Sendt denne måned: ${reply.count_all} af 200`,
      );
  });
});
