// The finished jobs a company hides (SPEC §3/§9, issue 34): 'Skjul opgaven' on a finished job takes
// it off the won jobs and keeps its id in the hiddenfinaljob cookie for 365 days; the page leaves it
// out when opened again, 'Vis også … skjulte' shows it marked 'Skjult', and 'Vis opgaven igen' takes
// it out of the cookie. Only finished jobs can be hidden, and the booking an address names shows.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { readHiddenFinalJobs } from '../lib/hidden-final-jobs';
import { companySession, wonJob } from '../test/won-job-fixture';
import { VundnePage } from './vundne-page';

const jobs: WonJobItem[] = [
  wonJob({ contact_id: 11, job_id: 101, headline: 'Nyt tag', state: 'finished', finished_price_ore: 900000 }),
  wonJob({ contact_id: 12, job_id: 102, headline: 'Ny terrasse', state: 'confirmed' }),
];

function open(route = '/firma/opgaver/dine-vundne-opgaver') {
  mockFetch({
    'GET /api/session': companySession,
    'GET /api/firma/vundne': { body: { jobs, page: 1, page_size: 20, total: jobs.length } },
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/firma/opgaver/dine-vundne-opgaver" element={<VundnePage />} />
      <Route path="/firma/opgaver/dine-vundne-opgaver/bookings/:contactId" element={<VundnePage />} />
    </Routes>,
    { route },
  );
  return { ...view, user: userEvent.setup() };
}

const headlines = () =>
  screen
    .queryAllByTestId('won-job')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

afterEach(() => {
  document.cookie = 'hiddenfinaljob=; path=/; max-age=0';
  vi.restoreAllMocks();
});

describe('hiding finished won jobs', () => {
  it("'Skjul opgaven' on a finished job hides it and keeps it in the hiddenfinaljob cookie for 365 days", async () => {
    // Watched as written (the page cannot read a cookie's lifetime back); still written.
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    const { user } = open();
    await screen.findByText('Nyt tag');
    // Only the finished job offers it.
    expect(screen.getAllByTestId('hide-final-job')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Skjul opgaven »Nyt tag«' }));
    expect(headlines()).toEqual(['Ny terrasse']);
    expect(readHiddenFinalJobs()).toEqual([101]);
    expect(written.mock.calls.at(-1)?.[0]).toBe('hiddenfinaljob=101; path=/; max-age=31536000; samesite=lax');
  });

  it('leaves a hidden finished job out when the page opens; shown anyway it says Skjult and can come back', async () => {
    document.cookie = 'hiddenfinaljob=101%2C102; path=/';
    const { user } = open();
    await screen.findByText('Ny terrasse');
    // 102 is not finished: the cookie hides finished jobs only.
    expect(headlines()).toEqual(['Ny terrasse']);
    await user.click(
      screen.getByRole('checkbox', { name: 'Vis også 1 skjult afsluttet opgave på denne side' }),
    );
    expect(headlines()).toEqual(['Nyt tag', 'Ny terrasse']);
    const hidden = screen.getAllByTestId('won-job')[0];
    expect(within(hidden).getByText('Skjult')).toBeInTheDocument();
    await user.click(within(hidden).getByRole('button', { name: 'Vis opgaven igen »Nyt tag«' }));
    expect(readHiddenFinalJobs()).toEqual([102]);
    expect(screen.queryByTestId('show-hidden-final-jobs')).not.toBeInTheDocument();
    expect(headlines()).toEqual(['Nyt tag', 'Ny terrasse']);
  });

  it('shows the booking an address names even when it is hidden', async () => {
    document.cookie = 'hiddenfinaljob=101; path=/';
    open('/firma/opgaver/dine-vundne-opgaver/bookings/11');
    await screen.findByText('Nyt tag');
    expect(headlines()).toEqual(['Nyt tag', 'Ny terrasse']);
  });
});
