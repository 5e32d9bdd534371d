// /admin/opgaver/:jobId (issue 33): the job as its customer sees it (description, answers, every
// company with its offer and conversation); removing needs a reason (refused before sending), posts
// it and the page then says the job was removed by Opgavetorvet and why and offers to open it again;
// an unknown job shows the not-found screen with a link back to the list.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminJobReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { OpgavePage } from './opgave-page';

const REASON = 'Opgaven beder om ulovligt arbejde.';

function job(removed: boolean): AdminJobReply {
  return {
    page: {
      job: {
        job_id: 12,
        headline: 'Ny terrasse',
        description: 'Terrasse i lærketræ, ca. 25 m².',
        category_id: 3,
        category_name: 'Tømrer',
        zip: '2100',
        city: 'København Ø',
        status: removed ? 'cancelled' : 'open',
        created_at: 1_767_225_600,
        personalized_company_id: null,
        hidden: false,
      },
      photos: [],
      attributes: [
        {
          attribute_id: 1,
          name: 'Areal',
          unit: 'm²',
          value: '25',
          option_id: null,
          number_value: 25,
          car_model_id: null,
        },
      ],
      contacts: [
        {
          contact_id: 4,
          state: 'bid',
          is_winner: false,
          company: {
            company_id: 5,
            name: 'Hansens Tømrerfirma ApS',
            slug: 'hansens-toemrerfirma',
            project: '',
            city: 'Odense C',
            rating: null,
            reviews_count: 0,
            logo: null,
            cvr_verified: false,
            reply_minutes: null,
            excerpt: '',
            address: '',
            zip: '5000',
          },
          bid: {
            bid_id: 8,
            amount: 12500,
            min_estimate: null,
            max_estimate: null,
            discount: null,
            hours_amount: null,
            hours_discount: null,
            comment: 'Inkl. moms',
            created_at: 1_767_225_700,
            withdrawn: false,
          },
          finished_price_ore: null,
          messages: [
            {
              message_id: 9,
              sender: 'company',
              body: 'Vi kan komme i morgen.',
              option: null,
              created_at: 1_767_225_800,
              is_new: true,
              files: [],
            },
          ],
        },
      ],
      invitations: [],
      state: {
        can_invite: true,
        invitations_left: 4,
        can_choose: true,
        can_reopen: false,
        winner_contact_id: null,
      },
    },
    customer: { user_id: 2, name: 'Mette Kunde', email: 'mette@example.dk' },
    removal: removed ? { removed_at: 1_767_300_000, reason: REASON, from_status: 'open' } : null,
    actions: { can_remove: !removed, can_restore: removed },
    audit: removed
      ? [{ action: 'job.remove', actor: 'Anne Admin', created_at: 1_767_300_000, text: REASON }]
      : [],
  };
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/opgaver/:jobId" element={<OpgavePage />} />
    </Routes>,
    { route },
  );
}

describe('/admin/opgaver/:jobId', () => {
  it('shows the job as its customer sees it', async () => {
    mockFetch({ 'GET /api/admin/opgaver/12': { body: job(false) } });
    renderAt('/admin/opgaver/12');
    const view = await screen.findByTestId('opgave-view');
    expect(screen.getByRole('heading', { name: 'Ny terrasse' })).toBeInTheDocument();
    expect(view).toHaveTextContent('Terrasse i lærketræ, ca. 25 m².');
    expect(view).toHaveTextContent('Areal');
    expect(screen.getByTestId('opgave-offer')).toHaveTextContent('Hansens Tømrerfirma ApS');
    expect(screen.getByTestId('opgave-offer')).toHaveTextContent('12.500 kr.');
    expect(screen.getByText('1 besked')).toBeInTheDocument();
    expect(screen.getByText(/Mette Kunde · mette@example.dk/)).toBeInTheDocument();
  });

  it('needs a reason to remove, sends it, and then says why Opgavetorvet removed the job', async () => {
    let removed = false;
    const posted: unknown[] = [];
    mockFetch({
      'GET /api/admin/opgaver/12': () => ({ body: job(removed) }),
      'POST /api/admin/opgaver/12/fjern': async (request) => {
        posted.push(await request.json());
        removed = true;
        return {
          body: {
            type: 'success',
            message: 'Opgaven er fjernet. Kunden og 1 firma har fået besked.',
            status: 'cancelled',
          },
        };
      },
    });
    renderAt('/admin/opgaver/12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Luk og fjern' }));
    expect(
      await screen.findByText('Skriv en begrundelse. Den sendes til kunden og firmaerne.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(screen.getByLabelText('Begrundelse'), REASON);
    await user.click(screen.getByRole('button', { name: 'Luk og fjern' }));
    await waitFor(() => expect(posted).toEqual([{ reason: REASON }]));
    expect(await screen.findByTestId('opgave-removed')).toHaveTextContent(`Begrundelse: ${REASON}`);
    expect(screen.getByRole('button', { name: 'Åbn igen' })).toBeInTheDocument();
    expect(screen.getByTestId('opgave-audit')).toHaveTextContent('Anne Admin');
  });

  it('shows the not-found screen for a job the service does not know', async () => {
    mockFetch({
      'GET /api/admin/opgaver/999': { status: 404, body: { type: 'error', message: 'Opgaven findes ikke.' } },
    });
    renderAt('/admin/opgaver/999');
    expect(await screen.findByRole('heading', { name: 'Siden findes ikke' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Til opgaverne' })).toHaveAttribute('href', '/admin/opgaver');
  });
});
