// Rules of closing a job (SPEC §2/§4/§9): 'Luk opgave' opens the 'lukopgave' modal, where the
// customer picks the company and goes to /bruger/lukopgave/{id}?contact_id=; activcompany goes
// straight there; showmodal opens the modal after 1 s; confirming chooses the company
// (changejobstatus) and leads to the job list when the close-job flow was started, otherwise to
// the supplier-hired page; a company whose offer no longer stands cannot be chosen there. Issue 32:
// the street address is asked there (prefilled from the profile), and beside the companies "Jeg har
// ikke længere brug for opgaven" withdraws the job (reason no_longer_needed).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobControlReply, JobPageContact, JobPageReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import {
  CLOSE_JOB_COOKIE,
  closeJobFlowStarted,
  endCloseJobFlow,
  startCloseJobFlow,
} from '../lib/close-job-flow';
import { CloseJobButton } from './close-job-button';
import { CloseJobPage } from './close-job-page';

const offer = (
  contactId: number,
  name: string,
  amount: number,
  state: JobPageContact['state'] = 'bid',
): JobPageContact => ({
  contact_id: contactId,
  state,
  is_winner: false,
  company: {
    company_id: contactId + 100,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    project: 'opgavetorvet',
    city: 'Aarhus',
    rating: null,
    reviews_count: 0,
    logo: null,
    cvr_verified: false,
    reply_minutes: null,
    excerpt: '',
    address: '',
    zip: '',
  },
  bid: {
    bid_id: contactId + 500,
    amount,
    min_estimate: null,
    max_estimate: null,
    discount: null,
    hours_amount: null,
    hours_discount: null,
    comment: '',
    created_at: 1_700_000_000,
    withdrawn: false,
  },
  finished_price_ore: null,
  messages: [],
});

const jobPage: JobPageReply = {
  job: {
    job_id: 400,
    headline: 'Nyt tag på carport',
    description: '',
    category_id: 2,
    category_name: 'Tømrer',
    zip: '2100',
    city: 'København Ø',
    status: 'open',
    created_at: 1_700_000_000,
    personalized_company_id: null,
    hidden: false,
  },
  photos: [],
  attributes: [],
  contacts: [
    offer(61, 'Tag & Co', 18_500),
    offer(62, 'Byg Hansen', 21_000),
    offer(63, 'Afvist ApS', 9_000, 'declined'),
  ],
  invitations: [],
  state: {
    can_invite: true,
    invitations_left: 4,
    can_choose: true,
    can_reopen: false,
    winner_contact_id: null,
  },
};

const control: JobControlReply = {
  job_id: 400,
  can_edit: false,
  can_add: true,
  can_withdraw: true,
  reopen_until: null,
  withdrawal: null,
  additions: [],
  progress: {
    steps: [],
    current: 'offers',
    next: 'choose',
    by: 1_702_592_000,
    reminder_at: 1_702_332_800,
    company: null,
  },
  street_address: 'Søndergade 12',
  questions: [],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function open(route: string, extra: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/bruger/opgaver/400': { body: jobPage },
    'GET /api/bruger/opgaver/400/styring': { body: control },
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route path="/bruger/opgave/:jobId" element={<CloseJobButton page={jobPage} />} />
      <Route path="/bruger/lukopgave/:jobId" element={<CloseJobPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
  return { server, user: userEvent.setup() };
}

afterEach(() => endCloseJobFlow());

describe("'Luk opgave' on the job page", () => {
  it("opens the 'lukopgave' modal with the standing offers; 'Fortsæt' starts the flow and goes to the lukopgave page", async () => {
    const { user } = open('/bruger/opgave/400');
    await user.click(screen.getByRole('button', { name: 'Luk opgave' }));
    const dialog = screen.getByRole('dialog', { name: 'Luk opgaven' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).queryByLabelText(/Afvist ApS/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fortsæt' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Byg Hansen – 21.000 kr.'));
    await user.click(within(dialog).getByRole('button', { name: 'Fortsæt' }));
    expect(await screen.findByTestId('bruger-lukopgave')).toHaveTextContent(
      'Du er ved at lukke »Nyt tag på carport« og vælge Byg Hansen som leverandør.',
    );
    expect(closeJobFlowStarted(400)).toBe(true);
    expect(document.cookie).toContain(`${CLOSE_JOB_COOKIE}=400`);
  });

  it('with activcompany it goes straight on to /bruger/lukopgave/{id}?contact_id= for that company, the flow started', async () => {
    open('/bruger/opgave/400?activcompany=61');
    expect(await screen.findByTestId('bruger-lukopgave')).toHaveTextContent(
      'Du er ved at lukke »Nyt tag på carport« og vælge Tag & Co som leverandør.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(closeJobFlowStarted(400)).toBe(true);
  });

  it('"Jeg har ikke længere brug for opgaven" withdraws the job with that reason, and nothing is chosen', async () => {
    const { server, user } = open('/bruger/opgave/400', {
      'POST /api/bruger/opgaver/400/traek-tilbage': {
        body: { type: 'success', message: 'Opgaven er trukket tilbage', job_id: 400 },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Luk opgave' }));
    const dialog = screen.getByRole('dialog', { name: 'Luk opgaven' });
    await user.click(within(dialog).getByLabelText('Jeg har ikke længere brug for opgaven'));
    await user.click(within(dialog).getByRole('button', { name: 'Træk opgaven tilbage' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual([
      expect.stringContaining('/api/bruger/opgaver/400/traek-tilbage'),
    ]);
    expect(await posts[0]?.json()).toEqual({ reason: 'no_longer_needed' });
    expect(closeJobFlowStarted(400)).toBe(false);
  });

  it('with showmodal the close button is clicked after 1 s', async () => {
    open('/bruger/opgave/400?showmodal=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Luk opgaven' }, { timeout: 2000 })).toBeInTheDocument();
  });
});

describe('/bruger/lukopgave/{id}?contact_id=', () => {
  const chosen: FakeRoutes = {
    'POST /ajax/bruger/changejobstatus': {
      body: {
        type: 'success',
        message: 'Du har valgt Tag & Co',
        result: '/bruger/leverandorhyret/400/?contact_id=61',
      },
    },
  };

  it('confirming chooses the company and, with the close-job flow started, leads to the job list', async () => {
    startCloseJobFlow(400);
    const { server, user } = open('/bruger/lukopgave/400?contact_id=61', chosen);
    await user.click(await screen.findByRole('button', { name: 'Luk opgaven og vælg Tag & Co' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/bruger/opgaver');
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ job_id: 400, contact_id: 61, street_address: 'Søndergade 12' });
    expect(closeJobFlowStarted(400)).toBe(false);
  });

  it('`?closeopgave` in the address starts the flow too: it leads to the job list (SPEC §2, issue 34)', async () => {
    const { user } = open('/bruger/lukopgave/400?contact_id=61&closeopgave=400', chosen);
    await user.click(await screen.findByRole('button', { name: 'Luk opgaven og vælg Tag & Co' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/bruger/opgaver');
  });

  it('without the flow it leads to the supplier-hired page of the reply', async () => {
    const { user } = open('/bruger/lukopgave/400?contact_id=61', chosen);
    await user.click(await screen.findByRole('button', { name: 'Luk opgaven og vælg Tag & Co' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/bruger/leverandorhyret/400/?contact_id=61'),
    );
  });

  it('asks the street address: without one nothing is chosen, a typed one is sent', async () => {
    const { server, user } = open('/bruger/lukopgave/400?contact_id=61', {
      ...chosen,
      'GET /api/bruger/opgaver/400/styring': { body: { ...control, street_address: null } },
    });
    const street = await screen.findByLabelText('Adresse, hvor opgaven skal udføres');
    await user.click(screen.getByRole('button', { name: 'Luk opgaven og vælg Tag & Co' }));
    expect(
      await screen.findByText('Skriv vejnavn og husnummer, hvor opgaven skal udføres.'),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(street, 'Vestergade 3, 1. tv.');
    await user.click(screen.getByRole('button', { name: 'Luk opgaven og vælg Tag & Co' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({
      job_id: 400,
      contact_id: 61,
      street_address: 'Vestergade 3, 1. tv.',
    });
  });

  it('explains what closing means in the lukopgave modal', async () => {
    const { user } = open('/bruger/lukopgave/400?contact_id=61');
    await user.click(await screen.findByRole('button', { name: 'Hvad betyder det at lukke opgaven?' }));
    expect(screen.getByRole('dialog', { name: 'Sådan lukker du en opgave' })).toHaveTextContent(
      'Når firmaet har afsluttet opgaven, kan du anmelde firmaet.',
    );
  });

  it('a company whose offer no longer stands cannot be chosen', async () => {
    const { server } = open('/bruger/lukopgave/400?contact_id=63');
    expect(await screen.findByText('Opgaven kan ikke lukkes med dette firma.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Luk opgaven og vælg/ })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
