// /admin/opgaver (issue 33): the filters (words, state, category, region, days created) go to the
// service as the call's query and stay in the address; each job found is a row with its facts and
// state ('Fjernet' for a removed one) linking to its page; 'Næste' asks for the next page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminJobRow } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { OpgaverPage } from './opgaver-page';

const row = (jobId: number, fields: Partial<AdminJobRow> = {}): AdminJobRow => ({
  job_id: jobId,
  headline: `Ny terrasse ${jobId}`,
  status: 'open',
  removed: false,
  category_name: 'Tømrer',
  zip: '2100',
  city: 'København Ø',
  region_name: 'Region Hovedstaden',
  customer_name: 'Mette Kunde',
  created_at: 1_767_225_600,
  ...fields,
});

function fakeServer() {
  const asked: Record<string, string>[] = [];
  const server = mockFetch({
    'GET /api/admin/opgaver/valg': {
      body: {
        categories: [{ id: 3, name: 'Byg › Tømrer' }],
        regions: [{ id: 7, name: 'Region Syddanmark' }],
      },
    },
    'GET /api/admin/opgaver': (request) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(params);
      const page = Number(params.page ?? 1);
      return {
        body: {
          jobs: page === 1 ? [row(12), row(11, { status: 'cancelled', removed: true })] : [row(10)],
          page,
          has_more: page === 1,
        },
      };
    },
  });
  return { server, asked };
}

describe('/admin/opgaver', () => {
  it('sends every filter, keeps them in the address and lists the jobs found', async () => {
    const { asked } = fakeServer();
    renderWithProviders(<OpgaverPage />, { route: '/admin/opgaver' });
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('opgaver-result');
    expect(rows[0]).toHaveTextContent('Ny terrasse 12');
    expect(rows[0]).toHaveTextContent('Mette Kunde');
    expect(rows[0]).toHaveTextContent('Åben');
    expect(rows[1]).toHaveTextContent('Fjernet');
    expect(screen.getByRole('link', { name: 'Ny terrasse 12' })).toHaveAttribute('href', '/admin/opgaver/12');

    await user.type(screen.getByLabelText('Søg i opgaver'), 'terrasse');
    await user.selectOptions(screen.getByLabelText('Status'), 'removed');
    await user.selectOptions(
      await screen.findByLabelText('Kategori'),
      await screen.findByRole('option', { name: 'Byg › Tømrer' }),
    );
    await user.selectOptions(screen.getByLabelText('Område'), 'Region Syddanmark');
    await user.type(screen.getByLabelText('Oprettet fra'), '2026-03-01');
    await user.type(screen.getByLabelText('Oprettet til'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        q: 'terrasse',
        state: 'removed',
        category_id: '3',
        region_id: '7',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
  });

  it("asks for the next page with 'Næste' and back with 'Forrige'", async () => {
    const { asked } = fakeServer();
    renderWithProviders(<OpgaverPage />, { route: '/admin/opgaver?status=open' });
    const user = userEvent.setup();
    await screen.findAllByTestId('opgaver-result');
    expect(asked.at(-1)).toEqual({ state: 'open' });
    expect(screen.getByRole('button', { name: 'Forrige' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ state: 'open', page: '2' }));
    expect(await screen.findByText('Side 2')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ny terrasse 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Næste' })).toBeDisabled();
  });
});
