// Rules of the listing pages (SPEC §2, §5, §8): sort by score needs the zip code first (otherwise
// the alert 'First, enter the zip code' and nothing is asked for); the checkbox filters are name=1
// flags in the address; the category, region and town selects navigate to their option's link;
// cards lead to the company's profile /{slug} and show its logo, small and lazily loaded (issue 30);
// an empty result says so.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CategoryTreeReply, CompanyListingReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CompanyListingPage } from './company-listing-page';

const tree: CategoryTreeReply = {
  categories: [
    {
      id: 1,
      name: 'Håndværkere & byggeri',
      slug: 'haandvaerkere-byggeri',
      createjob_uri: 'createjob',
      link: '/createjob/haandvaerkere-byggeri',
      children: [
        { id: 2, name: 'Tømrer', slug: 'toemrer', createjob_uri: 'createjob', link: '/createjob/toemrer' },
      ],
    },
  ],
};

const regions = [
  { slug: 'region-hovedstaden', name: 'Region Hovedstaden' },
  { slug: 'region-midtjylland', name: 'Region Midtjylland' },
];

function replyFor(url: URL, companies = true): CompanyListingReply {
  const region = regions.find((r) => r.slug === url.searchParams.get('region')) ?? null;
  const zip = url.searchParams.get('postnummer');
  return {
    companies: companies
      ? [
          {
            company_id: 7,
            name: 'Østerbro Tømrer',
            slug: 'oesterbro-toemrer',
            zip: '2100',
            city: 'København Ø',
            categories: ['Tømrer'],
            rating: 4.5,
            reviews_count: 2,
            score: zip ? 88 : null,
            paid: true,
            pro_plus: false,
            open_saturday: false,
            logo: {
              key: 'LogoOesterbroToemrer01',
              kind: 'image',
              name: 'logo.png',
              bytes: 20_000,
              width: 800,
              height: 800,
              widths: [320, 800],
            },
            cvr_verified: false,
            reply_minutes: null,
            excerpt: '',
          },
        ]
      : [],
    page: Number(url.searchParams.get('page') ?? 1),
    page_size: 20,
    total: companies ? 1 : 0,
    category: null,
    region,
    city: null,
    zip: zip ? { zip, city: 'København Ø' } : null,
    regions,
    cities: region ? [{ slug: 'koebenhavn-oe', name: 'København Ø' }] : [],
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function open(route: string, { empty = false } = {}) {
  const server = mockFetch({
    'GET /api/categories': { body: tree },
    'GET /api/firmaer': (request) => ({ body: replyFor(new URL(request.url), !empty) }),
  });
  const listing = <CompanyListingPage />;
  const { store } = renderWithProviders(
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
  const listingCalls = () =>
    server.requests.map((r) => new URL(r.url)).filter((u) => u.pathname === '/api/firmaer');
  return { user: userEvent.setup(), store, listingCalls };
}

const address = () => screen.getByTestId('address').textContent;

describe('sort by score needs the zip code first', () => {
  it('without a zip code: the alert "Indtast først postnummeret", the zip field gets the focus, nothing changes', async () => {
    const { user, store, listingCalls } = open('/firmaer');
    await screen.findByTestId('listing-company');
    await user.selectOptions(screen.getByTestId('listing-sort'), 'score');
    expect(store.getState().notifications.items.map(({ type, note }) => ({ type, note }))).toEqual([
      { type: 'error', note: 'Indtast først postnummeret' },
    ]);
    await waitFor(() => expect(screen.getByTestId('listing-zip')).toHaveFocus());
    expect(screen.getByTestId('listing-sort')).toHaveValue('bedoemmelse');
    expect(address()).toBe('/firmaer');
    expect(listingCalls().some((u) => u.searchParams.has('score'))).toBe(false);
  });

  it('a zip code that is not four digits is refused with "Ugyldigt postnummer"', async () => {
    const { user, store } = open('/firmaer');
    await user.type(screen.getByTestId('listing-zip'), '21');
    await user.selectOptions(screen.getByTestId('listing-sort'), 'score');
    expect(store.getState().notifications.items.map((n) => n.note)).toEqual([
      'Ugyldigt postnummer. Prøv venligst igen',
    ]);
    expect(address()).toBe('/firmaer');
  });

  it('with a zip code typed: score=1 and the zip code go into the address and the call; cards show the score', async () => {
    const { user, store, listingCalls } = open('/firmaer?page=3');
    await user.type(screen.getByTestId('listing-zip'), '2100');
    await user.selectOptions(screen.getByTestId('listing-sort'), 'score');
    expect(address()).toBe('/firmaer?postnummer=2100&score=1');
    expect(store.getState().notifications.items).toEqual([]);
    expect(await screen.findByTestId('listing-score')).toHaveTextContent('Score 88');
    expect(screen.getByTestId('listing-summary')).toHaveTextContent('nærmest 2100 København Ø');
    await waitFor(() => expect(listingCalls().at(-1)?.search).toBe('?postnummer=2100&score=1'));
    expect(screen.getByTestId('listing-sort')).toHaveValue('score');
  });

  it('emptying the zip code leaves the score sort too', async () => {
    const { user } = open('/firmaer?postnummer=2100&score=1');
    await user.clear(screen.getByTestId('listing-zip'));
    await user.click(screen.getByTestId('listing-zip-submit'));
    expect(address()).toBe('/firmaer');
  });

  it('the other orders need no zip code: sortering=navn', async () => {
    const { user } = open('/firmaer');
    await user.selectOptions(screen.getByTestId('listing-sort'), 'navn');
    expect(address()).toBe('/firmaer?sortering=navn');
  });

  it('says under the sort that Pro+ companies come first, whatever the order', () => {
    open('/firmaer');
    expect(screen.getByTestId('listing-sort')).toHaveAccessibleDescription(
      'Pro+-firmaer vises først, derefter som valgt. Score vægter bedømmelse og afstand til dit postnummer.',
    );
  });
});

describe('checkbox filters are name=1 flags in the address', () => {
  it('ticking adds name=1 (back on page 1) and the call gets it; unticking removes it', async () => {
    const { user, listingCalls } = open('/firmaer/toemrer?page=2');
    await screen.findByTestId('listing-company');
    await user.click(screen.getByRole('checkbox', { name: 'med anmeldelser' }));
    expect(address()).toBe('/firmaer/toemrer?anmeldelser=1');
    await user.click(screen.getByRole('checkbox', { name: 'med åbent om lørdagen' }));
    expect(address()).toBe('/firmaer/toemrer?anmeldelser=1&loerdag=1');
    await waitFor(() =>
      expect(listingCalls().at(-1)?.search).toBe('?kategori=toemrer&anmeldelser=1&loerdag=1'),
    );
    expect(screen.getByRole('checkbox', { name: 'med anmeldelser' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'med anmeldelser' }));
    expect(address()).toBe('/firmaer/toemrer?loerdag=1');
  });
});

describe("the region and town selects navigate to the chosen option's link", () => {
  it('region, then town, then category: each choice is a link that keeps the flags and sort', async () => {
    const { user, listingCalls } = open('/firmaer?cvr=1&sortering=anmeldelser&page=2');
    const town = screen.getByTestId('listing-city');
    expect(town).toBeDisabled();
    expect(screen.getByText('Vælg først en region')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Region Hovedstaden' });
    await user.selectOptions(screen.getByTestId('listing-region'), 'Region Hovedstaden');
    expect(address()).toBe('/firmaer/alle/region-hovedstaden?sortering=anmeldelser&cvr=1');
    await screen.findByRole('option', { name: 'København Ø' });
    expect(screen.getByTestId('listing-city')).toBeEnabled();
    await user.selectOptions(screen.getByTestId('listing-city'), 'København Ø');
    expect(address()).toBe('/firmaer/alle/region-hovedstaden/koebenhavn-oe?sortering=anmeldelser&cvr=1');
    await waitFor(() =>
      expect(listingCalls().at(-1)?.search).toBe(
        '?region=region-hovedstaden&by=koebenhavn-oe&sortering=anmeldelser&cvr=1',
      ),
    );
    await user.selectOptions(screen.getByTestId('listing-category'), 'Tømrer');
    expect(address()).toBe('/firmaer/toemrer/region-hovedstaden?sortering=anmeldelser&cvr=1');
    await user.selectOptions(screen.getByTestId('listing-region'), 'Hele landet');
    expect(address()).toBe('/firmaer/toemrer?sortering=anmeldelser&cvr=1');
  });
});

describe('cards and empty state', () => {
  it('a card names the company, links to its profile /{slug} (the link named by its visible words first) and shows the rating in Danish', async () => {
    open('/firmaer');
    const card = await screen.findByTestId('listing-company');
    expect(within(card).getByRole('link', { name: 'Østerbro Tømrer' })).toHaveAttribute(
      'href',
      '/oesterbro-toemrer',
    );
    const profileLink = within(card).getByRole('link', { name: 'Se profil for Østerbro Tømrer' });
    expect(profileLink).toHaveAttribute('href', '/oesterbro-toemrer');
    // Label in Name (WCAG 2.5.3): the link's accessible name starts with the words it shows.
    expect(profileLink).toHaveTextContent('Se profil');
    expect(profileLink.getAttribute('aria-label')).toMatch(new RegExp(`^${profileLink.textContent} `));
    expect(within(card).getByText('★ 4,5 af 5 (2 anmeldelser)')).toBeInTheDocument();
    expect(within(card).getByText('Pro-firma')).toBeInTheDocument();
    expect(screen.getByTestId('listing-summary')).toHaveTextContent('1 firma i hele landet');
  });

  it("a card shows the company's logo: small, over its stored sizes, lazily loaded", async () => {
    open('/firmaer');
    const card = await screen.findByTestId('listing-company');
    const logo = within(card).getByTestId('company-logo');
    const img = logo.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/filer/LogoOesterbroToemrer01/320.jpg');
    expect(img).toHaveAttribute(
      'srcset',
      '/filer/LogoOesterbroToemrer01/320.jpg 320w, /filer/LogoOesterbroToemrer01/800.jpg 800w',
    );
    expect(img).toHaveAttribute('sizes', '48px');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(logo.querySelector('source')).toHaveAttribute(
      'srcset',
      '/filer/LogoOesterbroToemrer01/320.webp 320w, /filer/LogoOesterbroToemrer01/800.webp 800w',
    );
  });

  it('no match: an empty state with a way back to every company', async () => {
    open('/firmaer/toemrer?anmeldelser=1', { empty: true });
    expect(await screen.findByText('Ingen firmaer matcher dit valg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se alle firmaer' })).toHaveAttribute('href', '/firmaer');
    await act(async () => {});
  });
});
