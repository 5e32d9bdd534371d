// The administrator's editor of a company (issue 33): opened from a support case (?sag=) it opens at
// once beside the case; a price that is not whole kroner is refused at its box before sending; the
// saved prices are sent one per line (a line in two pricelists once); after the save the case is
// answered (the box starts with the sentence that the pricelist is updated) and closed from the same
// screen through the help inbox's calls. The profile form opens by its button, is checked with the
// company's own schema, sends the authorisations as the company saved them, and shows the service's
// refusal at its field. /admin/firmaer?sag= leads on to the case's company.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type {
  AdminCompanyEditReply,
  AdminCompanyReply,
  CompanyDetailsReply,
  HelpItem,
  HelpMessage,
} from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CompanyPage } from './company-page';
import { FirmaerPage } from './firmaer-page';

const company: AdminCompanyReply = {
  company_id: 5,
  name: 'Hansens Tømrerfirma ApS',
  slug: 'hansens-toemrerfirma',
  cvr: '31415926',
  email: 'kontor@hansen.dk',
  phone: '12345678',
  blocked: false,
  blocked_at: null,
  blocked_reason: null,
  balance_ore: 0,
  plans: [],
  lines: [],
  audit: [],
};

const details: CompanyDetailsReply = {
  description: 'Vi bygger terrasser.',
  address: 'Søndergade 12',
  zip: '8000',
  city: 'Aarhus C',
  phone: '',
  email: '',
  website: '',
  founded_year: 1998,
  employees: 4,
  authorisations: [{ kind: 'el', number: 'EL-1' }],
  guarantees: ['tekniq'],
  cvr: '',
  cvr_verified: false,
  register: null,
};

// Byg (Maler, Tømrer) and Tømrer itself: the Tømrer line belongs to both pricelists.
const edit = (tomrer?: number): AdminCompanyEditReply => ({
  details,
  pricelists: [
    {
      category_id: 1,
      name: 'Byg',
      lines: [
        { category_id: 4, name: 'Maler' },
        { category_id: 3, name: 'Tømrer', ...(tomrer ? { price_kr: tomrer } : {}) },
      ],
    },
    {
      category_id: 3,
      name: 'Tømrer',
      lines: [{ category_id: 3, name: 'Tømrer', ...(tomrer ? { price_kr: tomrer } : {}) }],
    },
  ],
});

function fakeServer() {
  let price: number | undefined;
  let item: HelpItem = {
    kind: 'support_case',
    id: 7,
    title: 'Foreslå ændringer til prislisten',
    from_name: 'Hansens Tømrerfirma ApS',
    status: 'open',
    unanswered: true,
    preview: 'Tømrer skal koste 450 kr.',
    message_count: 1,
    created_at: 1_700_000_000,
    last_message_at: 1_700_000_000,
    can_answer: true,
    job_id: null,
  };
  const messages: HelpMessage[] = [
    { sender: 'company', body: 'Tømrer skal koste 450 kr.', created_at: 1_700_000_000 },
  ];
  const sent: Record<string, unknown[]> = { prices: [], profiles: [], answers: [], closed: [] };
  const server = mockFetch({
    'GET /api/admin/firmaer/5': { body: company },
    'GET /api/admin/firmaer/5/profil': () => ({ body: edit(price) }),
    'PUT /api/admin/firmaer/5/prisliste': async (request) => {
      const body = (await request.json()) as { prices: { category_id: number; price_kr: number | null }[] };
      sent.prices.push(body);
      price = body.prices.find((line) => line.category_id === 3)?.price_kr ?? undefined;
      return { body: { type: 'success', message: 'Prislisten er gemt. Firmaet får besked på e-mail.' } };
    },
    'PUT /api/admin/firmaer/5/profil': async (request) => {
      const body = (await request.json()) as { zip: string };
      sent.profiles.push(body);
      if (body.zip === '9999')
        return { status: 400, body: { type: 'error', message: 'Ugyldigt postnummer. Prøv venligst igen' } };
      return { body: { type: 'success', message: 'Firmaets profil er gemt. Firmaet får besked på e-mail.' } };
    },
    'GET /api/admin/henvendelser/support_case/7': () => ({ body: { item, messages } }),
    'POST /api/admin/henvendelser/support_case/7/svar': async (request) => {
      const { text } = (await request.json()) as { text: string };
      sent.answers.push(text);
      messages.push({ sender: 'staff', body: text, created_at: 1_700_000_100 });
      item = { ...item, status: 'answered', unanswered: false };
      return { body: { type: 'success', message: 'Svaret er sendt, og afsenderen har fået besked.', item } };
    },
    'POST /api/admin/henvendelser/support_case/7/luk': () => {
      sent.closed.push(7);
      item = { ...item, status: 'closed' };
      return { body: { type: 'success', message: 'Henvendelsen er lukket.', item } };
    },
    'GET /api/admin/firmaer/supportsag/7': { body: { case_id: 7, company_id: 5, subject: item.title } },
  });
  return { server, sent };
}

const companyRoutes = (
  <Routes>
    <Route path="/admin/firmaer" element={<FirmaerPage />} />
    <Route path="/admin/firmaer/:companyId" element={<CompanyPage />} />
  </Routes>
);

describe('the company editor opened from a pricelist support case', () => {
  it('saves whole-kroner prices per line, then answers and closes the case on the same screen', async () => {
    const { sent } = fakeServer();
    renderWithProviders(companyRoutes, { route: '/admin/firmaer/5?sag=7' });
    const user = userEvent.setup();
    const thread = await screen.findByTestId('company-case', {}, { timeout: 10_000 });
    expect(await within(thread).findByText('Tømrer skal koste 450 kr.')).toBeInTheDocument();
    expect(
      within(thread).getByRole('heading', { name: 'Supportsag: Foreslå ændringer til prislisten' }),
    ).toBeInTheDocument();

    const form = await screen.findByTestId('pricelist-edit-form', {}, { timeout: 10_000 });
    // The Tømrer line is one box though it is in both pricelists.
    expect(within(form).getAllByLabelText('Tømrer, pris i kr.')).toHaveLength(1);
    expect(within(form).getByText('Linjerne står allerede ovenfor.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Tømrer, pris i kr.'), '12,5');
    await user.click(within(form).getByRole('button', { name: 'Gem prislisten' }));
    expect(
      await within(form).findByText(
        'Skriv prisen i hele kroner fra 1 til 1.000.000, eller lad feltet stå tomt.',
      ),
    ).toBeInTheDocument();
    expect(sent.prices).toEqual([]);

    await user.clear(within(form).getByLabelText('Tømrer, pris i kr.'));
    await user.type(within(form).getByLabelText('Tømrer, pris i kr.'), '450');
    await user.click(within(form).getByRole('button', { name: 'Gem prislisten' }));
    await waitFor(() =>
      expect(sent.prices).toEqual([
        {
          prices: [
            { category_id: 4, price_kr: null },
            { category_id: 3, price_kr: 450 },
          ],
        },
      ]),
    );
    // Read again: the box shows the price as saved.
    await waitFor(() => expect(screen.getByLabelText('Tømrer, pris i kr.')).toHaveValue('450'));

    const answer = screen.getByTestId('company-case-answer');
    await waitFor(() =>
      expect(within(answer).getByLabelText('Dit svar')).toHaveValue(
        'Vi har opdateret jeres prisliste, som I bad om. Priserne står nu på jeres profil.',
      ),
    );
    await user.click(within(answer).getByRole('button', { name: 'Send svar' }));
    await waitFor(() =>
      expect(sent.answers).toEqual([
        'Vi har opdateret jeres prisliste, som I bad om. Priserne står nu på jeres profil.',
      ]),
    );
    await waitFor(() => expect(screen.getAllByTestId('company-case-message')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Luk henvendelse' }));
    await waitFor(() => expect(sent.closed).toEqual([7]));
    expect(await screen.findByTestId('company-case-closed')).toHaveTextContent('Supportsagen er lukket.');
  });

  it('/admin/firmaer?sag= leads on to the company the case came from, with the case beside its editor', async () => {
    fakeServer();
    renderWithProviders(companyRoutes, { route: '/admin/firmaer?sag=7' });
    expect(await screen.findByTestId('admin-firma', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByTestId('company-case', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('the profile form', () => {
  it('opens by its button, refuses what the schema refuses, sends the credentials as saved, and shows a refusal at its field', async () => {
    const { sent } = fakeServer();
    renderWithProviders(companyRoutes, { route: '/admin/firmaer/5' });
    const user = userEvent.setup();
    expect(screen.queryByTestId('company-editor')).not.toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Ret profil og prisliste' }, { timeout: 10_000 }),
    );
    const form = await screen.findByTestId('profile-edit-form', {}, { timeout: 10_000 });
    expect(within(form).getByLabelText('Beskrivelse')).toHaveValue('Vi bygger terrasser.');

    const staff = within(form).getByLabelText('Antal ansatte');
    await user.clear(staff);
    await user.type(staff, 'mange');
    await user.click(within(form).getByRole('button', { name: 'Gem profilen' }));
    expect(
      await within(form).findByText('Skriv antallet af ansatte som et helt tal fra 1 til 10.000.'),
    ).toBeInTheDocument();
    expect(sent.profiles).toEqual([]);

    await user.clear(staff);
    await user.type(staff, '6');
    const zip = within(form).getByLabelText('Postnummer');
    await user.clear(zip);
    await user.type(zip, '9999');
    await user.click(within(form).getByRole('button', { name: 'Gem profilen' }));
    await waitFor(() => expect(sent.profiles).toHaveLength(1));
    expect(sent.profiles[0]).toMatchObject({
      employees: 6,
      zip: '9999',
      founded_year: 1998,
      authorisations: [{ kind: 'el', number: 'EL-1' }],
      guarantees: ['tekniq'],
    });
    expect(await within(form).findByText('Ugyldigt postnummer. Prøv venligst igen')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
  });
});
