// Hiding jobs on the open-jobs page (SPEC §2/§4, issue 10): each job has 'Skjul opgaven', which
// calls the service and asks for the list again (the hidden job is gone); 'Vis alle' appears once
// something is hidden, keeps its choice in the showallwork cookie, asks the list with vis_alle and
// shows the hidden jobs marked, each with 'Vis opgaven igen'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { notes, openJob } from '../test/open-jobs-fixture';
import { OpenJobsPage } from './open-jobs-page';

const jobs = [
  openJob({ job_id: 1, headline: 'Maling af stue' }),
  openJob({ job_id: 2, headline: 'Ny terrasse' }),
];

function serve() {
  const hidden = new Set<number>();
  const server = mockFetch({
    'GET /api/firma/opgaver': (request) => {
      const all = new URL(request.url).searchParams.get('vis_alle') === 'true';
      const listed = jobs
        .filter((job) => all || !hidden.has(job.job_id))
        .map((job) => ({ ...job, hidden: hidden.has(job.job_id) }));
      return {
        body: {
          jobs: listed,
          total: listed.length,
          page: 1,
          page_size: 20,
          hidden_total: hidden.size,
          show_all: all,
        },
      };
    },
    'POST /api/firma/opgaver/1/skjul': () => {
      hidden.add(1);
      return { body: { type: 'success', message: 'Opgaven er skjult.', hidden_job_ids: [1] } };
    },
    'POST /api/firma/opgaver/1/vis': () => {
      hidden.delete(1);
      return { body: { type: 'success', message: 'Opgaven vises igen.', hidden_job_ids: [] } };
    },
  });
  return server;
}

afterEach(() => {
  document.cookie = 'showallwork=; path=/; max-age=0';
});

describe('hiding a job on the open-jobs page', () => {
  it("'Skjul opgaven' hides the job, and 'Vis alle' shows it marked with 'Vis opgaven igen'", async () => {
    const server = serve();
    const user = userEvent.setup();
    const { store } = renderWithProviders(<OpenJobsPage />, { route: '/firma/opgaver' });
    expect(await screen.findAllByTestId('open-job')).toHaveLength(2);
    expect(screen.queryByTestId('show-all-jobs')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Skjul opgaven »Maling af stue«' }));
    await waitFor(() => expect(screen.getAllByTestId('open-job')).toHaveLength(1));
    expect(screen.getByTestId('open-job')).toHaveTextContent('Ny terrasse');
    expect(
      server.requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/firma/opgaver/1/skjul')),
    ).toBe(true);
    expect(notes(store)).toEqual([{ type: 'success', note: 'Opgaven er skjult.' }]);

    const toggle = await screen.findByRole('checkbox', { name: 'Vis alle, også 1 skjult opgave' });
    await user.click(toggle);
    await waitFor(() => expect(screen.getAllByTestId('open-job')).toHaveLength(2));
    expect(document.cookie).toContain('showallwork=1');
    const hiddenCard = screen
      .getAllByTestId('open-job')
      .find((card) => card.textContent?.includes('Maling af stue'));
    expect(within(hiddenCard as HTMLElement).getByText('Skjult')).toBeInTheDocument();

    await user.click(
      within(hiddenCard as HTMLElement).getByRole('button', { name: 'Vis opgaven igen »Maling af stue«' }),
    );
    await waitFor(() => expect(screen.queryByText('Skjult')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('open-job')).toHaveLength(2);
  });

  it('starts with all shown when the showallwork cookie says so', async () => {
    document.cookie = 'showallwork=1; path=/';
    const server = serve();
    renderWithProviders(<OpenJobsPage />, { route: '/firma/opgaver' });
    expect(await screen.findAllByTestId('open-job')).toHaveLength(2);
    const list = server.requests.find((r) => r.url.includes('/api/firma/opgaver'));
    expect(new URL(list?.url ?? '').searchParams.get('vis_alle')).toBe('true');
    expect(screen.getByRole('checkbox', { name: /Vis alle/ })).toBeChecked();
  });
});
