// Rules of inviting companies (SPEC §4/§5/§7/§9): the reply's response and message are shown and
// the company's button reads 'Inviteret til tilbud' (SPEC §4 'Invited deals') and is disabled; a company already invited shows so; a
// refused invitation (the limit) shows the server's text and the button comes back after 3 s; no
// invitations on a job that is not open.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InviteCandidatesReply, JobPageReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { INVITE_RETRY_MS } from './invite-button';
import { InviteCompanies } from './invite-companies';

const page = (status: JobPageReply['job']['status'] = 'open', left = 2): JobPageReply => ({
  job: {
    job_id: 350,
    headline: 'Flytning',
    description: '',
    category_id: 28,
    category_name: 'Flyttefirma',
    zip: '2100',
    city: 'København Ø',
    status,
    created_at: 1_700_000_000,
    personalized_company_id: null,
    hidden: false,
  },
  photos: [],
  attributes: [],
  contacts: [],
  invitations: [],
  state: {
    can_invite: left > 0,
    invitations_left: left,
    can_choose: false,
    can_reopen: false,
    winner_contact_id: null,
  },
});

const candidates: InviteCandidatesReply = {
  companies: [
    {
      company_id: 1,
      name: 'Demo Byg & Anlæg ApS',
      slug: 'demo-byg',
      city: 'København',
      rating: 4.5,
      reviews_count: 12,
      invited: true,
    },
    {
      company_id: 7,
      name: 'Flyt Nu ApS',
      slug: 'flyt-nu',
      city: 'Odense',
      rating: null,
      reviews_count: 0,
      invited: false,
    },
  ],
};

const third: InviteCandidatesReply['companies'][number] = {
  company_id: 9,
  name: 'Maler Mads',
  slug: 'maler-mads',
  city: 'Aarhus',
  rating: null,
  reviews_count: 0,
  invited: false,
};

function open(extra: FakeRoutes = {}, jobPage = page()) {
  const server = mockFetch({ 'GET /api/bruger/opgaver/350/firmaer': { body: candidates }, ...extra });
  renderWithProviders(<InviteCompanies page={jobPage} />);
  return { server, user: userEvent.setup() };
}

const rowOf = async (name: string) =>
  (await screen.findAllByTestId('invite-candidate')).find((row) =>
    row.textContent?.includes(name),
  ) as HTMLElement;

describe('inviting companies to the job', () => {
  it('lists the companies the job reaches and how many invitations are left; an invited one reads "Inviteret til tilbud", disabled', async () => {
    open();
    expect(await screen.findByTestId('invitations-left')).toHaveTextContent(
      'Du kan invitere 2 firmaer mere.',
    );
    const invited = await rowOf('Demo Byg');
    expect(within(invited).getByRole('button', { name: 'Inviteret til tilbud' })).toBeDisabled();
    expect(within(invited).getByText('København · 4,5 ★ (12 anmeldelser)')).toBeInTheDocument();
    expect(within(await rowOf('Flyt Nu')).getByRole('button', { name: 'Invitér' })).toBeEnabled();
  });

  it("with no invitations left ('Du har brugt alle invitationer') every 'Invitér' is disabled (issue 10 #7)", async () => {
    open({}, page('open', 0));
    const left = await screen.findByTestId('invitations-left');
    const button = within(await rowOf('Flyt Nu')).getByRole('button', { name: 'Invitér' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(left.textContent ?? '');
  });

  it("shows the reply's response and message, and the button turns to 'Inviteret til tilbud' and disabled", async () => {
    const { server, user } = open({
      'POST /bruger/invite_company_by_email': {
        body: { response: 'success', message: 'Invitationen er sendt til Flyt Nu ApS', company_id: 7 },
      },
    });
    const row = await rowOf('Flyt Nu');
    await user.click(within(row).getByRole('button', { name: 'Invitér' }));
    const answer = await within(row).findByRole('status');
    expect(answer).toHaveTextContent('Invitationen er sendt til Flyt Nu ApS');
    expect(answer).toHaveAttribute('data-response', 'success');
    expect(within(row).getByRole('button', { name: 'Inviteret til tilbud' })).toBeDisabled();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ company_id: 7, job_id: 350 });
  });

  it('a refusal at the limit shows the server text and re-enables the button after 3 s', async () => {
    const { user } = open({
      'POST /bruger/invite_company_by_email': {
        status: 409,
        body: {
          type: 'error',
          response: 'error',
          message: 'Beklager, men du har overskredet grænsen for invitationer',
          company_id: 7,
        },
      },
    });
    const row = await rowOf('Flyt Nu');
    await user.click(within(row).getByRole('button', { name: 'Invitér' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Beklager, men du har overskredet grænsen for invitationer',
    );
    const button = within(row).getByRole('button', { name: 'Invitér' });
    expect(button).toBeDisabled();
    await new Promise((wait) => setTimeout(wait, INVITE_RETRY_MS - 1000));
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 2500 });
  }, 10_000);

  it("the job's last invitation sent here disables the other companies' 'Invitér' at once (issue 34)", async () => {
    const server = mockFetch({
      'GET /api/bruger/opgaver/350/firmaer': { body: { companies: [...candidates.companies, third] } },
      'POST /bruger/invite_company_by_email': {
        body: { response: 'success', message: 'Invitationen er sendt til Flyt Nu ApS', company_id: 7 },
      },
    });
    renderWithProviders(<InviteCompanies page={page('open', 1)} />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('Flyt Nu')).getByRole('button', { name: 'Invitér' }));
    expect(await screen.findByText('Du har brugt alle invitationer til denne opgave.')).toBeInTheDocument();
    expect(within(await rowOf('Maler Mads')).getByRole('button', { name: 'Invitér' })).toBeDisabled();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it("a refusal at the limit disables the other companies' 'Invitér'; the refused one comes back after 3 s", async () => {
    mockFetch({
      'GET /api/bruger/opgaver/350/firmaer': { body: { companies: [...candidates.companies, third] } },
      'POST /bruger/invite_company_by_email': {
        status: 409,
        body: { type: 'error', response: 'error', message: 'Beklager', company_id: 7 },
      },
    });
    renderWithProviders(<InviteCompanies page={page('open', 2)} />);
    const user = userEvent.setup();
    const refused = within(await rowOf('Flyt Nu')).getByRole('button', { name: 'Invitér' });
    await user.click(refused);
    await within(await rowOf('Flyt Nu')).findByRole('alert');
    expect(within(await rowOf('Maler Mads')).getByRole('button', { name: 'Invitér' })).toBeDisabled();
    await waitFor(() => expect(refused).toBeEnabled(), { timeout: INVITE_RETRY_MS + 2000 });
  }, 10_000);

  it('says when every invitation is used', async () => {
    open({}, page('open', 0));
    expect(await screen.findByTestId('invitations-left')).toHaveTextContent(
      'Du har brugt alle invitationer til denne opgave.',
    );
  });

  it('is not shown on a job that is no longer open', () => {
    const { server } = open({}, page('assigned', 4));
    expect(screen.queryByTestId('invite-companies')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
