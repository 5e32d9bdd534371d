// The company's review lists are tabs with the open one in the address's hash (SPEC §2, issue 34):
// an address with the hash opens that list, choosing a list adds a history entry with its hash, and
// the browser's back button goes to the list before (the customers' reviews are the page without a
// hash).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation, useNavigate } from 'react-router-dom';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { ReviewsPage } from './reviews-page';

const session = {
  body: {
    user: {
      id: 2,
      name: 'Lars Demo',
      email: 'firma@demo.dk',
      role: 'company',
      companyId: 1,
      companyName: 'Demo Byg',
    },
    csrfToken: 'token',
  },
};

const list = (title: string) => ({
  body: {
    html: `<article class="review"><h3 class="review-title">${title}</h3></article>`,
    page: 1,
    page_up: 0,
    delete_btn: false,
  },
});

/** Where the router is, and the browser's back button (its history, one step back). */
function Address() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{`${pathname}${hash}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Tilbage i browseren
      </button>
    </>
  );
}

function open(route: string) {
  mockFetch({
    'GET /api/session': session,
    'POST /ajax/firma/load_reviews': list('Flot terrasse'),
    'POST /ajax/firma/load_publicreview': list('God service'),
    'POST /ajax/firma/load_friendtestimonials': list('Kan anbefales'),
  });
  renderWithProviders(
    <>
      <ReviewsPage />
      <Address />
    </>,
    { route },
  );
  return userEvent.setup();
}

const heading = () => within(screen.getByTestId('review-list')).getByRole('heading', { level: 2 });
const address = () => screen.getByTestId('address').textContent;

describe('the review lists as tabs in the hash', () => {
  it('an address with the hash opens that list', async () => {
    open('/firma/anmeldelser#anbefalinger');
    expect(await screen.findByText('Kan anbefales')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Anbefalinger');
    expect(screen.getByRole('button', { name: 'Anbefalinger' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('choosing a list puts its hash in the address, and back returns to the list before', async () => {
    const user = open('/firma/anmeldelser');
    expect(await screen.findByText('Flot terrasse')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Offentlige anmeldelser' }));
    expect(address()).toBe('/firma/anmeldelser#offentlige-anmeldelser');
    expect(await screen.findByText('God service')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anbefalinger' }));
    expect(address()).toBe('/firma/anmeldelser#anbefalinger');

    const back = screen.getByRole('button', { name: 'Tilbage i browseren' });
    await user.click(back);
    expect(address()).toBe('/firma/anmeldelser#offentlige-anmeldelser');
    await waitFor(() => expect(heading()).toHaveTextContent('Offentlige anmeldelser'));
    await user.click(back);
    expect(address()).toBe('/firma/anmeldelser');
    await waitFor(() => expect(heading()).toHaveTextContent('Kundernes anmeldelser'));
  });

  it('an unknown hash shows the customers’ reviews', async () => {
    open('/firma/anmeldelser#noget-andet');
    expect(await screen.findByText('Flot terrasse')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Kundernes anmeldelser');
  });
});
