// A new company on /firma/opgaver (issue 31): the pricelist notice waits while the start checklist
// is shown and comes once it is hidden or done (one setup card at a time, docs/decisions.md); an
// empty list of a company without categories or regions tells it to choose them (a link to them on
// /firma/oplysninger) instead of naming categories it never chose; one that chose both is told its
// categories have no open jobs now.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyOpenJobsReply, StartChecklistReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { jobList, openJob } from '../test/open-jobs-fixture';
import { OpenJobsPage } from './open-jobs-page';

const session = {
  body: {
    user: {
      id: 3,
      name: 'Kasper Lund',
      email: 'ny@firma.dk',
      role: 'company',
      companyId: 7,
      companyName: 'Nyt Firma',
    },
    csrfToken: 'token',
  },
};

const checklist = (chosen: { categories: boolean; regions: boolean }, done = false): StartChecklistReply => ({
  items: { ...chosen, description: done, logo: done, opening_times: done, notifications: done },
  done,
});

const emptyList = (hasRegions: boolean): CompanyOpenJobsReply => ({
  ...(jobList([]).body as CompanyOpenJobsReply),
  area: hasRegions ? 'own' : 'all',
  has_regions: hasRegions,
});

function open(list: CompanyOpenJobsReply, state: StartChecklistReply) {
  mockFetch({
    'GET /api/session': session,
    'GET /api/firma/opgaver': { body: list },
    'GET /api/firma/kom-godt-i-gang': { body: state },
  });
  renderWithProviders(<OpenJobsPage />, { route: '/firma/opgaver' });
  return userEvent.setup();
}

afterEach(() => {
  document.cookie = 'kom-godt-i-gang-skjult_7=; max-age=0; path=/';
});

describe('the pricelist notice and the start checklist', () => {
  it('waits while the checklist is shown, and comes once it is hidden', async () => {
    const user = open(
      jobList([openJob()]).body as CompanyOpenJobsReply,
      checklist({ categories: true, regions: true }),
    );
    const shown = await screen.findByTestId('start-checklist');
    await screen.findByTestId('open-job');
    expect(screen.queryByTestId('price-list-notice')).not.toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Skjul tjeklisten Kom godt i gang' }));
    expect(await screen.findByTestId('price-list-notice')).toBeInTheDocument();
  });

  it('shows when the checklist is done', async () => {
    open(
      jobList([openJob()]).body as CompanyOpenJobsReply,
      checklist({ categories: true, regions: true }, true),
    );
    expect(await screen.findByTestId('price-list-notice')).toBeInTheDocument();
    expect(screen.queryByTestId('start-checklist')).not.toBeInTheDocument();
  });
});

describe('an empty list', () => {
  it.each([
    ['no categories', { categories: false, regions: true }],
    ['no regions', { categories: true, regions: false }],
    ['neither', { categories: false, regions: false }],
  ])('of a company with %s tells it to choose them, naming no categories', async (_, chosen) => {
    open(emptyList(chosen.regions), checklist(chosen));
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('Vælg dine kategorier og områder');
    expect(within(empty).getByRole('link', { name: 'Vælg kategorier og områder' })).toHaveAttribute(
      'href',
      '/firma/oplysninger#categories-title',
    );
    expect(empty).not.toHaveTextContent('i dine kategorier');
  });

  it('of a company that chose both says its categories have no open jobs now', async () => {
    open(emptyList(true), checklist({ categories: true, regions: true }));
    await waitFor(() =>
      expect(screen.getByTestId('empty-state')).toHaveTextContent(
        'Der er ingen åbne opgaver i dine kategorier lige nu.',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Vælg kategorier og områder' })).not.toBeInTheDocument();
  });
});
