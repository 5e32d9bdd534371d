// Where the open jobs lie (issue 31): by default the company's own regions, and the count says so;
// the 'Område' select picks one region or all of Denmark, which goes into the address (?omraade=)
// and the list's request, and the count names it; 'Dine områder' takes it out of both again; an
// address with ?omraade opens with that choice; a company without regions is told it chose none,
// and its select's default reads 'Hele Danmark' as its count does.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyOpenJobsReply, RegionItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { useLocation } from 'react-router-dom';
import { openJob } from '../test/open-jobs-fixture';
import { OpenJobsPage } from './open-jobs-page';

const regions: RegionItem[] = [
  { id: 1, name: 'Region Hovedstaden', slug: 'region-hovedstaden' },
  { id: 3, name: 'Region Syddanmark', slug: 'region-syddanmark' },
];

/** The list as the service answers ?omraade (none: own regions, or all of Denmark without any). */
function reply(omraade: string | null, hasRegions: boolean): CompanyOpenJobsReply {
  const region = regions.find((r) => r.slug === omraade) ?? null;
  const area = region ? 'region' : omraade === 'alle' || !hasRegions ? 'all' : 'own';
  const total = { region: 4, all: 12, own: 7 }[area];
  return {
    jobs: [openJob()],
    page: 1,
    page_size: 20,
    total,
    hidden_total: 0,
    show_all: false,
    area,
    region,
    has_regions: hasRegions,
  };
}

/** The address the page is at, as the router has it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function open(route = '/firma/opgaver', hasRegions = true) {
  const server = mockFetch({
    'GET /api/firma/opgaver': (request) => ({
      body: reply(new URL(request.url).searchParams.get('omraade'), hasRegions),
    }),
    'GET /api/regions': { body: { regions } },
  });
  renderWithProviders(
    <>
      <OpenJobsPage />
      <Address />
    </>,
    { route },
  );
  const asked = () =>
    server.requests
      .filter((r) => new URL(r.url).pathname === '/api/firma/opgaver')
      .map((r) => new URL(r.url).searchParams.get('omraade'));
  return { asked, user: userEvent.setup() };
}

describe("the open jobs in the company's regions", () => {
  it("lists the company's own regions by default and says so in the count", async () => {
    const { asked } = open();
    expect(await screen.findByText('7 åbne opgaver i dine områder')).toBeInTheDocument();
    expect(screen.getByLabelText('Område')).toHaveValue('');
    expect(asked()).toEqual([null]);
  });

  it('one other region goes into the address and the request, and the count names it', async () => {
    const { asked, user } = open();
    await screen.findByText('7 åbne opgaver i dine områder');
    const select = screen.getByLabelText('Område');
    await screen.findByRole('option', { name: 'Region Syddanmark' });
    await user.selectOptions(select, 'Region Syddanmark');
    expect(await screen.findByText('4 åbne opgaver i Region Syddanmark')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/firma/opgaver?omraade=region-syddanmark');
    expect(asked()).toEqual([null, 'region-syddanmark']);
  });

  it("all of Denmark is ?omraade=alle, and 'Dine områder' takes it out again", async () => {
    const { asked, user } = open('/firma/opgaver?page=2');
    await screen.findByText('7 åbne opgaver i dine områder');
    await user.selectOptions(screen.getByLabelText('Område'), 'Hele Danmark');
    expect(await screen.findByText('12 åbne opgaver i hele Danmark')).toBeInTheDocument();
    // Another area starts again on page 1.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/firma\/opgaver\?omraade=alle$/);
    await user.selectOptions(screen.getByLabelText('Område'), 'Dine områder');
    expect(await screen.findByText('7 åbne opgaver i dine områder')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/firma\/opgaver$/);
    expect(asked()).toEqual([null, 'alle', null]);
  });

  it('opens with the area the address names', async () => {
    const { asked } = open('/firma/opgaver?omraade=region-syddanmark');
    expect(await screen.findByText('4 åbne opgaver i Region Syddanmark')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Område')).toHaveValue('region-syddanmark'));
    expect(asked()).toEqual(['region-syddanmark']);
  });

  it('tells a company that chose no regions that it sees all of Denmark, and the select says the same', async () => {
    const { asked, user } = open('/firma/opgaver', false);
    expect(
      await screen.findByText('12 åbne opgaver i hele Danmark – du har ikke valgt dine områder endnu'),
    ).toBeInTheDocument();
    const select = screen.getByLabelText('Område');
    await screen.findByRole('option', { name: 'Region Syddanmark' });
    // Its default is all of Denmark: named so, once, and never 'Dine områder'.
    expect(select).toHaveDisplayValue('Hele Danmark');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Hele Danmark',
      'Region Hovedstaden',
      'Region Syddanmark',
    ]);
    await user.selectOptions(select, 'Region Syddanmark');
    expect(await screen.findByText('4 åbne opgaver i Region Syddanmark')).toBeInTheDocument();
    await user.selectOptions(select, 'Hele Danmark');
    expect(await screen.findByText(/^12 åbne opgaver i hele Danmark/)).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/firma\/opgaver$/);
    expect(asked()).toEqual([null, 'region-syddanmark']);
  });

  it("an address of ?omraade=alle of a company without regions shows its one 'Hele Danmark'", async () => {
    open('/firma/opgaver?omraade=alle', false);
    expect(await screen.findByText(/^12 åbne opgaver i hele Danmark/)).toBeInTheDocument();
    expect(screen.getByLabelText('Område')).toHaveDisplayValue('Hele Danmark');
  });
});
