// The open job's modals: 'Se beskrivelse' shows /firma/modal_discription_job's html; ?jobid=
// opens the page that holds the job, marks and scrolls to it and opens it (SPEC §2), also when no
// page holds it;
// 'Giv tilbud' asks /ajax/firma/modal_bid and shows a message+type reply as a notification of that
// type instead of the form (SPEC §8 'Bid modal returns a message').
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, type FakeReply } from '@opgavetorvet/ui/test';
import { bidFormHtml, descriptionHtml, jobList, notes, openJob } from '../test/open-jobs-fixture';
import { OpenJobsPage } from './open-jobs-page';

function open(route = '/firma/opgaver', bidCheck: FakeReply = bidFormHtml) {
  const server = mockFetch({
    'GET /api/firma/opgaver': jobList([openJob(), openJob({ job_id: 121, headline: 'Nyt tag' })]),
    'POST /firma/modal_discription_job': async (request) =>
      descriptionHtml(((await request.json()) as { job_id: number }).job_id),
    'POST /ajax/firma/modal_bid': bidCheck,
  });
  const view = renderWithProviders(<OpenJobsPage />, { route });
  return { server, store: view.store, user: userEvent.setup() };
}

const card = async (jobId: number) =>
  (await screen.findAllByTestId('open-job')).find((c) => c.getAttribute('data-job-id') === String(jobId))!;

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the job description modal', () => {
  it("'Se beskrivelse' shows the service's description of that job", async () => {
    const { server, user } = open();
    await user.click(within(await card(121)).getByRole('button', { name: 'Se beskrivelse' }));
    const dialog = await screen.findByTestId('job-description-modal');
    expect(within(dialog).getByRole('heading', { name: 'Beskrivelse af opgave 121' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Beskrivelse af 121')).toBeInTheDocument();
    const post = server.requests.find((r) => r.url.endsWith('/firma/modal_discription_job'));
    expect(await post?.json()).toEqual({ job_id: 121 });
    await user.click(within(dialog).getByRole('button', { name: 'Luk' }));
    expect(screen.queryByTestId('job-description-modal')).not.toBeInTheDocument();
  });
});

describe('?jobid= on /firma/opgaver', () => {
  it('scrolls to that job, marks it and opens its description', async () => {
    const scrolled: string[] = [];
    // jsdom has no scrolling: the page's call is recorded instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    open('/firma/opgaver?jobid=121');
    const target = await card(121);
    expect(target).toHaveAttribute('aria-current', 'true');
    expect(await card(120)).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(scrolled).toEqual(['job-121']));
    const dialog = await screen.findByTestId('job-description-modal');
    expect(await within(dialog).findByText('Beskrivelse af 121')).toBeInTheDocument();
  });

  it('asks for the page that holds the job when no page is named, and shows that page', async () => {
    Element.prototype.scrollIntoView = () => undefined;
    const server = mockFetch({
      'GET /api/firma/opgaver': {
        body: {
          jobs: [openJob({ job_id: 140 })],
          total: 21,
          page: 2,
          page_size: 20,
          hidden_total: 0,
          show_all: false,
        },
      },
      'POST /firma/modal_discription_job': descriptionHtml(140),
    });
    renderWithProviders(<OpenJobsPage />, { route: '/firma/opgaver?jobid=140' });
    expect(await card(140)).toHaveAttribute('aria-current', 'true');
    const asked = new URL(server.requests.find((r) => r.url.includes('/api/firma/opgaver'))!.url);
    expect(asked.searchParams.get('jobid')).toBe('140');
    expect(asked.searchParams.has('page')).toBe(false);
    expect(screen.getByText('Side 2 af 2')).toBeInTheDocument();
  });

  it('keeps a named page and does not ask where the job is', async () => {
    const { server } = open('/firma/opgaver?jobid=121&page=1');
    await card(121);
    const asked = new URL(server.requests.find((r) => r.url.includes('/api/firma/opgaver'))!.url);
    expect(asked.searchParams.get('page')).toBe('1');
    expect(asked.searchParams.has('jobid')).toBe(false);
  });

  it('opens the description of a job that is not on the page shown', async () => {
    open('/firma/opgaver?jobid=77');
    await card(120);
    const dialog = await screen.findByTestId('job-description-modal');
    expect(await within(dialog).findByText('Beskrivelse af 77')).toBeInTheDocument();
  });
});

describe("'Giv tilbud' asks the bid modal call first", () => {
  it('opens the bid form when the service gives its form', async () => {
    const { server, user } = open();
    await user.click(within(await card(120)).getByRole('button', { name: 'Giv tilbud' }));
    expect(await screen.findByTestId('bid-modal')).toHaveTextContent('Giv tilbud på »Maling af stue«');
    const post = server.requests.find((r) => r.url.endsWith('/ajax/firma/modal_bid'));
    expect(await post?.json()).toEqual({ job_id: 120 });
  });

  it.each([
    ['info', 409, 'Du har allerede givet et tilbud på denne opgave.'],
    ['error', 409, 'Opgaven er ikke længere åben for tilbud.'],
    ['success', 200, 'Tilbuddet er allerede sendt.'],
  ] as const)(
    'a reply with a message and type %s is a notification of that type, not the form',
    async (type, status, message) => {
      const { store, user } = open('/firma/opgaver', { status, body: { type, message } });
      await user.click(within(await card(120)).getByRole('button', { name: 'Giv tilbud' }));
      await waitFor(() => expect(notes(store)).toEqual([{ type, note: message }]));
      expect(screen.queryByTestId('bid-modal')).not.toBeInTheDocument();
    },
  );
});
