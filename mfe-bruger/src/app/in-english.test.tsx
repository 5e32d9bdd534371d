// Issue 10 #15: in English the customer's pages are English — the create-job lead sentence too —
// and dates stay Danish (d.m.yyyy), formatted by Intl, not in the browser's or language's order.
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserJobItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { malerCategory } from '../features/createjob/components/category-fixture';
import { CreateJobPage } from '../features/createjob/components/create-job-page';
import { OpgaverPage } from '../features/opgaver/components/opgaver-page';

const fifthOfJanuary = Date.UTC(2025, 0, 5, 12) / 1000;
const job: UserJobItem = {
  job_id: 299,
  headline: 'Gulvvarme og nye fliser',
  category_name: 'Maler',
  status: 'open',
  zip: '8000',
  city: 'Aarhus C',
  created_at: fifthOfJanuary,
  bids_count: 2,
  unread_count: 0,
};

beforeEach(() => i18next.changeLanguage('en'));
afterEach(() => i18next.changeLanguage('da-DK'));

describe('the customer pages in English', () => {
  it('the create-job lead sentence is English', async () => {
    mockFetch({
      'GET /api/session': { body: { user: null, csrfToken: 't' } },
      'GET /api/categories/maler': { body: malerCategory },
    });
    renderWithProviders(
      <Routes>
        <Route path="/createjob/:slug" element={<CreateJobPage />} />
      </Routes>,
      { route: '/createjob/maler' },
    );
    expect(await screen.findByTestId('create-job-lead')).toHaveTextContent(
      'Describe the job so local companies can give you an accurate offer.',
    );
  });

  it("a job's date in 'My jobs' reads 5.1.2025, not 1/5/2025", async () => {
    mockFetch({ 'GET /api/bruger/opgaver': { body: { jobs: [job] } } });
    renderWithProviders(
      <Routes>
        <Route path="/bruger/opgaver" element={<OpgaverPage />} />
      </Routes>,
      { route: '/bruger/opgaver' },
    );
    const card = await screen.findByTestId('user-job');
    expect(within(card).getByText(/5\.1\.2025/)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('1/5/2025');
  });
});
