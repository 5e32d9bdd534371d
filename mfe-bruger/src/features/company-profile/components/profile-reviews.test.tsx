// The profile's review tabs carry their tab in the address's hash (SPEC §2 "tabs carry a tab
// fragment in the URL hash", issue 34): an address with the hash opens that tab, choosing a tab
// puts it in the address (keeping the query), and the browser's back button returns to the last tab.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { ProfileReviews } from './profile-reviews';

const list = (title: string) => ({
  body: { html: `<h3 class="review-title">${title}</h3>`, page: 1, page_up: 0, delete_btn: false },
});

function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search + location.hash}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

function open(route: string) {
  mockFetch({
    'POST /ajax/firma/load_reviews': list('Kundens anmeldelse'),
    'POST /ajax/firma/load_publicreview': list('Øvrig anmeldelse'),
    'POST /ajax/firma/load_friendtestimonials': list('Anbefaling'),
  });
  renderWithProviders(
    <>
      <ProfileReviews companyId={1} />
      <Address />
    </>,
    { route },
  );
  return userEvent.setup();
}

const selected = () => screen.getByRole('tab', { selected: true });

describe("the profile's review tabs in the address's hash", () => {
  it('an address with a tab hash opens that tab', async () => {
    open('/demo-byg#anbefalinger');
    expect(await screen.findByText('Anbefaling')).toBeInTheDocument();
    expect(selected()).toHaveTextContent('Anbefalinger');
  });

  it('choosing a tab puts its hash in the address, and back returns to the tab before', async () => {
    const user = open('/demo-byg?side=2');
    expect(await screen.findByText('Kundens anmeldelse')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Øvrige anmeldelser' }));
    expect(await screen.findByText('Øvrig anmeldelse')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/demo-byg?side=2#oevrige-anmeldelser');
    await user.click(screen.getByRole('tab', { name: 'Anbefalinger' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/demo-byg?side=2#anbefalinger');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(selected()).toHaveTextContent('Øvrige anmeldelser');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(selected()).toHaveTextContent('Kunders anmeldelser');
    expect(screen.getByTestId('address').textContent).toBe('/demo-byg?side=2');
  });
});
