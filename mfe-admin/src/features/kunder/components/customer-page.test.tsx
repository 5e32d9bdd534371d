// One customer's page for the administrator: contact, jobs with their offers, offers received,
// complaints, reviews written and the messages' counts and dates; blocking needs a reason (the
// service's own text before anything is sent), then posts it and shows the block with its reason;
// the personal-data requests lead to the export download and to /admin/persondata; an unknown
// customer shows the not-found screen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminCustomerReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CustomerPage } from './customer-page';

const customer = (blocked = false): AdminCustomerReply => ({
  user_id: 7,
  name: 'Mette Kunde',
  email: 'mette@eksempel.dk',
  phone: '20304050',
  zip: '5000',
  created_at: 1_767_225_600,
  last_login_at: null,
  deleted_at: null,
  blocked,
  blocked_at: blocked ? 1_767_225_600 : null,
  blocked_reason: blocked ? 'Chikane af firmaer' : null,
  jobs: [
    {
      job_id: 11,
      headline: 'Ny terrasse',
      category: 'Tømrer',
      status: 'open',
      created_at: 1_767_225_600,
      offer_count: 2,
    },
  ],
  offers: [
    {
      contact_id: 21,
      job_id: 11,
      headline: 'Ny terrasse',
      company_id: 3,
      company: 'Hansens Tømrer',
      state: 'bid',
      amount: 18_500,
      created_at: 1_767_225_600,
    },
  ],
  complaints: [
    { complaint_id: 31, company_name: 'Malerfirmaet', status: 'answered', created_at: 1_767_225_600 },
  ],
  reviews: [
    {
      review_id: 41,
      company_id: 3,
      company: 'Hansens Tømrer',
      rating: 4,
      title: 'Fint arbejde',
      created_at: 1_767_225_600,
    },
  ],
  threads: [
    {
      contact_id: 21,
      job_id: 11,
      headline: 'Ny terrasse',
      company: 'Hansens Tømrer',
      sent: 2,
      received: 1,
      first_at: 1_767_225_600,
      last_at: 1_767_312_000,
    },
  ],
  audit: blocked
    ? [
        {
          action: 'customer.block',
          actor: 'Anne Admin',
          created_at: 1_767_225_600,
          text: 'Chikane af firmaer',
        },
      ]
    : [],
});

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/kunder/:userId" element={<CustomerPage />} />
    </Routes>,
    { route },
  );
}

describe('/admin/kunder/:userId', () => {
  it("shows the customer's jobs, offers, complaints, reviews and messages' counts", async () => {
    mockFetch({ 'GET /api/admin/kunder/7': () => ({ body: customer() }) });
    renderAt('/admin/kunder/7');
    expect(await screen.findByRole('heading', { name: 'Mette Kunde' })).toBeInTheDocument();
    expect(screen.getByTestId('kunde-jobs')).toHaveTextContent('Ny terrasse');
    expect(screen.getByTestId('kunde-jobs')).toHaveTextContent('2 tilbud');
    expect(screen.getByTestId('kunde-offers')).toHaveTextContent('Hansens Tømrer');
    expect(screen.getByTestId('kunde-offers')).toHaveTextContent('18.500 kr.');
    expect(screen.getByTestId('kunde-complaints')).toHaveTextContent('Besvaret');
    expect(screen.getByTestId('kunde-reviews')).toHaveTextContent('4 af 5 stjerner');
    expect(screen.getByTestId('kunde-threads')).toHaveTextContent('2 sendt · 1 modtaget');
    const personal = screen.getByTestId('kunde-persondata');
    expect(within(personal).getByText('Hent kundens data (ZIP)')).toHaveAttribute(
      'href',
      '/api/admin/personer/7/eksport',
    );
    expect(within(personal).getByRole('link', { name: 'Slet kontoen under Persondata' })).toHaveAttribute(
      'href',
      '/admin/persondata?email=mette%40eksempel.dk',
    );
  });

  it('needs a reason to block, then blocks and shows the reason and the action', async () => {
    let blocked = false;
    const blocks: unknown[] = [];
    mockFetch({
      'GET /api/admin/kunder/7': () => ({ body: customer(blocked) }),
      'POST /api/admin/kunder/7/spaerring': async (request) => {
        blocks.push(await request.json());
        blocked = true;
        return { body: { type: 'success', message: 'Kunden er spærret.' } };
      },
    });
    renderAt('/admin/kunder/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spær kunden' }));
    const form = within(screen.getByTestId('kunde-block'));
    await user.click(form.getByRole('button', { name: 'Spær kunden' }));
    expect(await screen.findByText('Skriv en begrundelse.')).toBeInTheDocument();
    expect(blocks).toEqual([]);
    await user.type(form.getByLabelText('Begrundelse'), 'Chikane af firmaer');
    await user.click(form.getByRole('button', { name: 'Spær kunden' }));
    await waitFor(() => expect(blocks).toEqual([{ blocked: true, reason: 'Chikane af firmaer' }]));
    expect(await screen.findByTestId('kunde-blocked-reason')).toHaveTextContent(
      'Begrundelse: Chikane af firmaer',
    );
    expect(screen.getByTestId('kunde-audit')).toHaveTextContent('Anne Admin');
    expect(screen.getByRole('button', { name: 'Genåbn kunden' })).toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown customer', async () => {
    mockFetch({
      'GET /api/admin/kunder/99': {
        status: 404,
        body: { type: 'error', message: 'Kunden blev ikke fundet.' },
      },
    });
    renderAt('/admin/kunder/99');
    expect(await screen.findByRole('heading', { name: 'Siden findes ikke' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbage til kundelisten' })).toHaveAttribute(
      'href',
      '/admin/kunder',
    );
  });
});
