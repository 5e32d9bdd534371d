// The administrator's companies: a search lists the companies the service finds with balance and
// state; a company's page shows plans, balance and movements; a manual credit without a note (or a
// block without a reason) is refused with the service's own text before sending, and a confirmed
// one posts the note and reads the company again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminCompanyReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CompanyPage } from './company-page';
import { FirmaerPage } from './firmaer-page';

const company = (balance: number, blocked = false): AdminCompanyReply => ({
  company_id: 5,
  name: 'Hansens Tømrerfirma ApS',
  slug: 'hansens-toemrerfirma',
  cvr: '31415926',
  email: 'kontor@hansen.dk',
  phone: '12345678',
  blocked,
  blocked_at: blocked ? 1_767_225_600 : null,
  blocked_reason: blocked ? 'Ubetalte regninger' : null,
  balance_ore: balance,
  plans: [{ category_id: 3, category: 'Tømrer', type: 'pro-plus', period_ends_at: 1_767_225_600 }],
  lines: [
    {
      id: 1,
      kind: 'card_topup',
      text: 'Indbetaling via kort',
      amount_ore: balance,
      balance_ore: balance,
      created_at: 1_767_139_200,
      receipt_id: 1,
      receipt_number: 1,
    },
  ],
  audit: [],
});

describe('/admin/firmaer', () => {
  it('searches by the words typed and lists companies with balance and state', async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/admin/firmaer': (request) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return {
          body: {
            companies: [
              {
                company_id: 5,
                name: 'Hansens Tømrerfirma ApS',
                cvr: '31415926',
                email: 'kontor@hansen.dk',
                blocked: true,
                balance_ore: 123_450,
              },
            ],
          },
        };
      },
    });
    renderWithProviders(<FirmaerPage />, { route: '/admin/firmaer' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Søg efter firma'), '31415926');
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    await waitFor(() => expect(asked).toContain('31415926'));
    const row = (await screen.findAllByTestId('firmaer-result'))[0];
    expect(row).toHaveTextContent('Hansens Tømrerfirma ApS');
    expect(row).toHaveTextContent('1.234,50 kr.');
    expect(row).toHaveTextContent('Spærret');
    expect(screen.getByRole('link', { name: 'Hansens Tømrerfirma ApS' })).toHaveAttribute(
      'href',
      '/admin/firmaer/5',
    );
  });
});

describe('/admin/firmaer/:companyId', () => {
  it('needs a note for a manual credit, then posts it and shows the new balance', async () => {
    let balance = 10_000;
    const credits: unknown[] = [];
    mockFetch({
      'GET /api/admin/firmaer/5': () => ({ body: company(balance) }),
      'POST /api/admin/firmaer/5/indbetaling': async (request) => {
        credits.push(await request.json());
        balance += 50_000;
        return { body: { type: 'success', message: '500,00 kr. er indbetalt.' } };
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/firmaer/:companyId" element={<CompanyPage />} />
      </Routes>,
      { route: '/admin/firmaer/5' },
    );
    const user = userEvent.setup();
    expect(await screen.findByTestId('admin-balance')).toHaveTextContent('100,00 kr.');
    expect(screen.getByText('Pro+')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Beløb (kr.)'), '500');
    await user.click(screen.getByRole('button', { name: 'Indbetal' }));
    expect(
      await screen.findByText('Skriv en note om indbetalingen (fx bankoverførslens reference).'),
    ).toBeInTheDocument();
    expect(credits).toEqual([]);
    await user.type(screen.getByLabelText('Note'), 'Ref. 4711');
    await user.click(screen.getByRole('button', { name: 'Indbetal' }));
    // A confirm step (issue 33) says what will happen before anything is sent.
    const confirm = await screen.findByTestId('credit-confirm');
    expect(confirm).toHaveTextContent('500,00 kr.');
    expect(confirm).toHaveTextContent('Ref. 4711');
    expect(credits).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Bekræft indbetaling' }));
    await waitFor(() => expect(credits).toEqual([{ amount_kr: 500, note: 'Ref. 4711' }]));
    await waitFor(() => expect(screen.getByTestId('admin-balance')).toHaveTextContent('600,00 kr.'));
  });

  it('needs a reason to block, and shows a blocked company with its reason', async () => {
    let blocked = false;
    const blocks: unknown[] = [];
    mockFetch({
      'GET /api/admin/firmaer/5': () => ({ body: company(0, blocked) }),
      'POST /api/admin/firmaer/5/spaerring': async (request) => {
        blocks.push(await request.json());
        blocked = true;
        return { body: { type: 'success', message: 'Firmaet er spærret.' } };
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/firmaer/:companyId" element={<CompanyPage />} />
      </Routes>,
      { route: '/admin/firmaer/5' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spær firmaet' }));
    expect(await screen.findByText('Skriv en begrundelse.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Begrundelse'), 'Ubetalte regninger');
    await user.click(screen.getByRole('button', { name: 'Spær firmaet' }));
    await waitFor(() => expect(blocks).toEqual([{ blocked: true, reason: 'Ubetalte regninger' }]));
    expect(await screen.findByTestId('blocked-reason')).toHaveTextContent('Begrundelse: Ubetalte regninger');
    expect(screen.getByRole('button', { name: 'Genåbn firmaet' })).toBeInTheDocument();
  });
});
