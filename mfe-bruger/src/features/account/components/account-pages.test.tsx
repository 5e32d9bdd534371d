// Rules of the customer's account pages (SPEC §2): /bruger/account, /bruger/profil and
// /bruger/account-transactions share a sub-navigation whose items lose their active highlight
// (none carries the 'active' class; the current one is only announced with aria-current); they
// show the service's own data: profile fields, job counts and the bookings with Danish prices.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@opgavetorvet/ui/test';
import { customerAccount, renderAccountPages } from '../test/account-fixture';

const account = customerAccount({
  jobs: { total: 11, open: 3, assigned: 4, finished: 2, cancelled: 1, closed: 1 },
  reviews_count: 2,
  bookings: [
    {
      contact_id: 597,
      job_id: 337,
      headline: 'Nye tagrender',
      company_name: 'Demo Byg & Anlæg ApS',
      company_slug: 'demo-byg',
      state: 'awaiting_confirmation',
      selected_at: 1_795_000_000,
      offer_amount: 18_500,
      finished_price_ore: null,
      finished_at: null,
      review: null,
    },
    {
      contact_id: 225,
      job_id: 124,
      headline: 'Ny plæne med rullegræs',
      company_name: 'Demo Byg & Anlæg ApS',
      company_slug: 'demo-byg',
      state: 'finished',
      selected_at: 1_790_000_000,
      offer_amount: 19_000,
      finished_price_ore: 1_924_405,
      finished_at: 1_791_000_000,
      review: { review_id: 3, rating: 4, title: 'Flot plæne' },
    },
    {
      contact_id: 244,
      job_id: 134,
      headline: 'Nyt egetræsparket',
      company_name: 'Slettet bruger',
      company_slug: null,
      state: 'finished',
      selected_at: 1_780_000_000,
      offer_amount: 30_000,
      finished_price_ore: 3_313_300,
      finished_at: 1_781_000_000,
      review: null,
    },
  ],
});

function open(route: string) {
  mockFetch({ 'GET /api/bruger/konto': { body: account } });
  renderAccountPages(route);
  return userEvent.setup();
}

describe('account pages', () => {
  it('the sub-navigation items lose their active highlight; the current page is announced only', async () => {
    const user = open('/bruger/profil');
    const nav = await screen.findByRole('navigation', { name: 'Min konto' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overblik',
      'Profil',
      'Mine handler',
      'Mine klager',
      'Dine data',
    ]);
    for (const link of links) expect(link).not.toHaveClass('active');
    expect(within(nav).getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Mine handler' }));
    expect(await screen.findByTestId('bruger-account-transactions')).toBeInTheDocument();
    for (const link of within(screen.getByRole('navigation')).getAllByRole('link'))
      expect(link).not.toHaveClass('active');
  });

  it('/bruger/profil shows the account facts, and says when one is not given', async () => {
    // The editable fields are profile-page.test.tsx's (issue 32).
    open('/bruger/profil');
    const page = await screen.findByTestId('bruger-profil');
    expect(await within(page).findByText('Ikke oplyst')).toBeInTheDocument();
    expect(within(page).getByText('Ikke tilknyttet')).toBeInTheDocument();
  });

  it('/bruger/account-transactions lists the bookings with prices in Danish format and the review or a link to write one', async () => {
    open('/bruger/account-transactions');
    const bookings = await screen.findAllByTestId('booking');
    expect(bookings).toHaveLength(3);
    expect(within(bookings[0]).getByTestId('final-price')).toHaveTextContent('–');
    expect(within(bookings[1]).getByTestId('final-price')).toHaveTextContent('19.244,05 kr.');
    expect(within(bookings[1]).getByText('4 af 5 stjerner – »Flot plæne«')).toBeInTheDocument();
    expect(within(bookings[2]).getByRole('link', { name: 'Skriv en anmeldelse' })).toHaveAttribute(
      'href',
      '/bruger/opgave/134',
    );
    expect(within(bookings[0]).getByText('Ikke anmeldt')).toBeInTheDocument();
    // A company's profile links from its booking; an erased company (no profile) is its name alone.
    expect(within(bookings[0]).getByRole('link', { name: 'Demo Byg & Anlæg ApS' })).toHaveAttribute(
      'href',
      '/demo-byg',
    );
    expect(within(bookings[2]).getByText('Slettet bruger')).toBeInTheDocument();
    expect(within(bookings[2]).queryByRole('link', { name: 'Slettet bruger' })).toBeNull();
  });

  it('/bruger/account sums up jobs, chosen companies, what finished jobs cost and reviews written', async () => {
    open('/bruger/account');
    expect(await screen.findByTestId('figure-jobs_total')).toHaveTextContent('11');
    expect(screen.getByTestId('figure-hired')).toHaveTextContent('3');
    expect(screen.getByTestId('figure-spent')).toHaveTextContent('52.377,05 kr.');
    expect(screen.getByTestId('figure-reviews')).toHaveTextContent('2');
  });
});
