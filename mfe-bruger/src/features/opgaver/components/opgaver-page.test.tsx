// SPEC §2 /bruger/opgaver: 'An idea link opens a job block in place' — the icon button toggles the
// job's block through /bruger/update_icon_idea, tells its state with aria-expanded, follows the
// session when it was still open, and the block's link stays in the page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UserJobItem } from '@opgavetorvet/contracts';
import type { FakeRoutes } from '@opgavetorvet/ui/test';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { OpgaverPage } from './opgaver-page';

const job = (job_id: number, headline: string): UserJobItem => ({
  job_id,
  headline,
  category_name: 'Maler',
  status: 'open',
  zip: '8000',
  city: 'Aarhus C',
  created_at: 1_700_000_000,
  bids_count: 2,
  unread_count: 0,
});
const jobs = { body: { jobs: [job(299, 'Gulvvarme og nye fliser'), job(350, 'Flytning af lejlighed')] } };
const blockHtml = (id: number) =>
  `<section class="job-block" data-job-id="${id}"><p class="job-block__status">Åben</p><ul class="job-block__counts"><li>2 tilbud</li></ul><a class="btn btn-primary" href="/bruger/opgave/${id}">Se opgaven</a></section>`;

/** A service that toggles like the real one: the session's open blocks, optionally one open already. */
function toggleService(openAtStart: number[] = []): FakeRoutes[string] {
  const open = new Set(openAtStart);
  return async (request) => {
    const { job_id: id } = (await request.json()) as { job_id: number };
    if (open.has(id)) open.delete(id);
    else open.add(id);
    return { body: { html: open.has(id) ? blockHtml(id) : '', open: open.has(id), job_id: id } };
  };
}

function render(extra: FakeRoutes = {}, route = '/bruger/opgaver') {
  const server = mockFetch({
    'GET /api/bruger/opgaver': jobs,
    'POST /bruger/update_icon_idea': toggleService(),
    ...extra,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/bruger/opgaver" element={<OpgaverPage />} />
      <Route path="/bruger/opgave/:jobId" element={<p data-testid="job-page">job page</p>} />
    </Routes>,
    { route },
  );
  const ideaPosts = () => server.requests.filter((r) => r.method === 'POST');
  return { server, view, ideaPosts, user: userEvent.setup() };
}

async function cardOf(headline: string) {
  return (await screen.findAllByTestId('user-job')).find((card) =>
    within(card).queryByText(headline),
  ) as HTMLElement;
}

describe('the idea link on the job list', () => {
  it('has a button to post a new job by the title, leading to the category search (issue 10)', async () => {
    render();
    await screen.findAllByTestId('user-job');
    expect(screen.getByRole('link', { name: 'Opret ny opgave' })).toHaveAttribute('href', '/');
  });

  it("the light bulb has its words beside it, 'Hurtigt overblik', within its accessible name", async () => {
    render();
    const card = await cardOf('Gulvvarme og nye fliser');
    const bulb = within(card).getByRole('button', {
      name: 'Hurtigt overblik over »Gulvvarme og nye fliser«',
    });
    expect(bulb).toHaveTextContent('Hurtigt overblik');
  });

  it('is an icon button with a Danish label naming the job, closed at first', async () => {
    render();
    const card = await cardOf('Gulvvarme og nye fliser');
    const idea = within(card).getByRole('button', {
      name: 'Hurtigt overblik over »Gulvvarme og nye fliser«',
    });
    expect(idea).toHaveAttribute('aria-expanded', 'false');
    expect(idea).toHaveAttribute('aria-controls', 'job-block-299');
    expect(within(card).queryByTestId('job-block')).not.toBeInTheDocument();
  });

  it("opens that job's block in place with the service's html, and closes it again ('' when closed)", async () => {
    const { user, ideaPosts } = render();
    const card = await cardOf('Gulvvarme og nye fliser');
    const other = await cardOf('Flytning af lejlighed');
    const idea = within(card).getByRole('button', { name: /Gulvvarme/ });

    await user.click(idea);
    const block = await within(card).findByTestId('job-block');
    expect(block).toHaveTextContent('2 tilbud');
    expect(block.closest('#job-block-299')).not.toBeNull();
    expect(idea).toHaveAttribute('aria-expanded', 'true');
    expect(within(other).queryByTestId('job-block')).not.toBeInTheDocument();
    expect(await ideaPosts()[0].json()).toEqual({ job_id: 299 });

    await user.click(idea);
    await expect.poll(() => idea.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).queryByTestId('job-block')).not.toBeInTheDocument();
    expect(ideaPosts()).toHaveLength(2);
  });

  it('a block the session still holds open (from before a reload) opens on the first click', async () => {
    const { user, ideaPosts } = render({ 'POST /bruger/update_icon_idea': toggleService([299]) });
    const card = await cardOf('Gulvvarme og nye fliser');
    await user.click(within(card).getByRole('button', { name: /Gulvvarme/ }));
    expect(await within(card).findByTestId('job-block')).toHaveTextContent('Se opgaven');
    expect(within(card).getByRole('button', { name: /Gulvvarme/ })).toHaveAttribute('aria-expanded', 'true');
    expect(ideaPosts()).toHaveLength(2);
  });

  it("`?job_id=` opens that job's page (SPEC §2 query parameter, issue 34)", async () => {
    const { server } = render({}, '/bruger/opgaver?job_id=350');
    expect(await screen.findByTestId('job-page')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it("the block's link opens the job page in the app", async () => {
    const { user } = render();
    const card = await cardOf('Flytning af lejlighed');
    await user.click(within(card).getByRole('button', { name: /Flytning/ }));
    await user.click(await within(card).findByRole('link', { name: 'Se opgaven' }));
    expect(await screen.findByTestId('job-page')).toBeInTheDocument();
  });

  it("a refusal is shown as the service's notification and the block stays closed", async () => {
    const { user, view } = render({
      'POST /bruger/update_icon_idea': {
        status: 404,
        body: { type: 'error', message: 'Opgaven findes ikke' },
      },
    });
    const card = await cardOf('Gulvvarme og nye fliser');
    const idea = within(card).getByRole('button', { name: /Gulvvarme/ });
    await user.click(idea);
    await expect
      .poll(() => view.store.getState().notifications.items.map((n) => n.note))
      .toEqual(['Opgaven findes ikke']);
    expect(idea).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByTestId('job-block')).not.toBeInTheDocument();
  });
});
