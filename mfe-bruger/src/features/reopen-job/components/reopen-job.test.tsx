// 'Åbn opgaven igen' on the page of an expired job: shown only when the service says the job can be
// opened again; the click posts to /genaabn and the service's answer becomes a notice; a refusal is
// shown on the card.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobPageReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { ReopenJob } from './reopen-job';

const expired = (canReopen: boolean): JobPageReply => ({
  job: {
    job_id: 812,
    headline: 'Nyt rækværk til altanen',
    description: '',
    category_id: 13,
    category_name: 'Smed',
    zip: '8000',
    city: 'Aarhus C',
    status: canReopen ? 'expired' : 'open',
    created_at: 1_790_000_000,
    personalized_company_id: null,
    hidden: false,
  },
  photos: [],
  attributes: [],
  contacts: [],
  invitations: [],
  state: {
    can_invite: false,
    invitations_left: 4,
    can_choose: false,
    can_reopen: canReopen,
    winner_contact_id: null,
  },
});

describe('opening an expired job again', () => {
  it('is not offered for a job that has not expired', () => {
    renderWithProviders(<ReopenJob page={expired(false)} />);
    expect(screen.queryByTestId('reopen-job')).not.toBeInTheDocument();
  });

  it('posts to /genaabn and shows the service’s answer as a notice', async () => {
    const page = expired(true);
    const path = `/api/bruger/opgaver/${page.job.job_id}/genaabn`;
    const server = mockFetch({
      [`POST ${path}`]: {
        body: {
          type: 'success',
          message: 'Opgaven er åben igen til og med 24. december 2026',
          job_id: page.job.job_id,
          open_until: 1,
        },
      },
    });
    const { store } = renderWithProviders(<ReopenJob page={page} />);
    expect(screen.getByRole('heading', { name: 'Opgaven er lukket for tilbud' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Åbn opgaven igen' }));
    await waitFor(() =>
      expect(store.getState().notifications.items.map((n) => n.note)).toEqual([
        'Opgaven er åben igen til og med 24. december 2026',
      ]),
    );
    expect(server.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain(`POST ${path}`);
  });

  it('shows the refusal on the card', async () => {
    const page = expired(true);
    mockFetch({
      [`POST /api/bruger/opgaver/${page.job.job_id}/genaabn`]: {
        status: 409,
        body: { type: 'error', message: 'Kun en opgave, der er lukket, fordi den udløb, kan åbnes igen' },
      },
    });
    renderWithProviders(<ReopenJob page={page} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Åbn opgaven igen' }));
    expect(
      await screen.findByText('Kun en opgave, der er lukket, fordi den udløb, kan åbnes igen'),
    ).toBeInTheDocument();
  });
});

describe('opening a withdrawn job again (issue 32)', () => {
  it('says the job was withdrawn and posts to the same /genaabn', async () => {
    const base = expired(true);
    const page: JobPageReply = { ...base, job: { ...base.job, status: 'cancelled' } };
    const path = `/api/bruger/opgaver/${page.job.job_id}/genaabn`;
    const server = mockFetch({
      [`POST ${path}`]: {
        body: { type: 'success', message: 'Opgaven er åben igen', job_id: page.job.job_id, open_until: 1 },
      },
    });
    renderWithProviders(<ReopenJob page={page} />);
    expect(screen.getByRole('heading', { name: 'Opgaven er trukket tilbage' })).toBeInTheDocument();
    expect(screen.getByTestId('reopen-job')).toHaveTextContent('inden for 30 dage');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Åbn opgaven igen' }));
    await waitFor(() =>
      expect(server.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain(`POST ${path}`),
    );
  });
});
