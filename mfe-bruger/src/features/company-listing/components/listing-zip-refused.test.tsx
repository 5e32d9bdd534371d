// Listing pages (SPEC §2) after a zip code the service refuses: the filter panel keeps showing what
// the address says — the region and town still chosen, by name — the service's text stands at the
// zip field, and the rest of the page stays usable (the list of the same places without the zip).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CategoryTreeReply, CompanyListingReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CompanyListingPage } from './company-listing-page';

const tree: CategoryTreeReply = { categories: [] };
const regions = [
  { slug: 'region-hovedstaden', name: 'Region Hovedstaden' },
  { slug: 'region-midtjylland', name: 'Region Midtjylland' },
];
const herning = { slug: 'herning', name: 'Herning' };
const REFUSED = 'Ugyldigt postnummer. Prøv venligst igen';

function replyFor(url: URL): CompanyListingReply {
  const region = regions.find((r) => r.slug === url.searchParams.get('region')) ?? null;
  const city = region && url.searchParams.get('by') === 'herning' ? herning : null;
  return {
    companies: [
      {
        company_id: 9,
        name: 'Herning Tømrer',
        slug: 'herning-toemrer',
        zip: '7400',
        city: 'Herning',
        categories: ['Tømrer'],
        rating: 4,
        reviews_count: 1,
        score: null,
        paid: false,
        pro_plus: false,
        open_saturday: false,
        logo: null,
        cvr_verified: false,
        reply_minutes: null,
        excerpt: '',
      },
    ],
    page: 1,
    page_size: 20,
    total: 1,
    category: null,
    region,
    city,
    zip: null,
    regions,
    cities: region?.slug === 'region-midtjylland' ? [herning, { slug: 'viborg', name: 'Viborg' }] : [],
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function open(route: string, { refuseAll = false } = {}) {
  mockFetch({
    'GET /api/categories': { body: tree },
    'GET /api/firmaer': (request) => {
      const url = new URL(request.url);
      const zip = url.searchParams.get('postnummer');
      if (refuseAll) return { status: 400, body: { type: 'error', message: 'Ugyldig sortering' } };
      if (zip !== null && zip !== '7400') return { status: 400, body: { type: 'error', message: REFUSED } };
      return { body: replyFor(url) };
    },
  });
  const listing = <CompanyListingPage />;
  renderWithProviders(
    <>
      <Routes>
        <Route path="/firmaer" element={listing} />
        <Route path="/firmaer/:kategori" element={listing} />
        <Route path="/firmaer/:kategori/:region" element={listing} />
        <Route path="/firmaer/:kategori/:region/:by" element={listing} />
      </Routes>
      <Address />
    </>,
    { route },
  );
  return userEvent.setup();
}

const chosen = (testId: string) =>
  (screen.getByTestId(testId) as HTMLSelectElement).selectedOptions[0]?.textContent;

async function expectPanelKeepsAddress() {
  const field = screen.getByTestId('listing-zip');
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(REFUSED)));
  expect(chosen('listing-region')).toBe('Region Midtjylland');
  expect(chosen('listing-city')).toBe('Herning');
  expect(screen.getByTestId('listing-city')).toBeEnabled();
  // The rest of the page stays usable: the companies of the same places, and the selects still work.
  expect(await screen.findByTestId('listing-company')).toHaveTextContent('Herning Tømrer');
  expect(screen.getByRole('option', { name: 'Viborg' })).toBeInTheDocument();
}

describe('a zip code the service refuses on a listing page', () => {
  it('walked to: Region Midtjylland → Herning → 0000 keeps region and town chosen, error at the zip field', async () => {
    const user = open('/firmaer');
    await screen.findByRole('option', { name: 'Region Midtjylland' });
    await user.selectOptions(screen.getByTestId('listing-region'), 'Region Midtjylland');
    await screen.findByRole('option', { name: 'Herning' });
    await user.selectOptions(screen.getByTestId('listing-city'), 'Herning');
    await screen.findByTestId('listing-company');
    await user.type(screen.getByTestId('listing-zip'), '0000');
    await user.click(screen.getByTestId('listing-zip-submit'));
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/firmaer/alle/region-midtjylland/herning?postnummer=0000',
    );
    await expectPanelKeepsAddress();
    expect(screen.getByTestId('listing-zip')).toHaveValue('0000');
    const results = screen.getByTestId('company-listing');
    expect(within(results).getAllByText(REFUSED)).toHaveLength(1);
    await user.selectOptions(screen.getByTestId('listing-city'), 'Viborg');
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/firmaer/alle/region-midtjylland/viborg?postnummer=0000',
    );
  });

  it('opened directly at the refused address: the same, from the first answer', async () => {
    open('/firmaer/alle/region-midtjylland/herning?postnummer=0000&score=1');
    await expectPanelKeepsAddress();
  });

  it('a refusal that is not about the zip code stays in place of the list, not at the zip field', async () => {
    open('/firmaer/alle/region-midtjylland?postnummer=7400&sortering=x', { refuseAll: true });
    const results = await screen.findByText('Ugyldig sortering');
    expect(results).toHaveAttribute('role', 'alert');
    expect(screen.getByTestId('listing-zip')).not.toHaveAttribute('aria-invalid');
    expect(chosen('listing-region')).toBe('region-midtjylland');
  });
});
