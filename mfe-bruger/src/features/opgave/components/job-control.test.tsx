// The customer's control of her job on its page (issue 32): where the job stands and what comes
// next by when; 'Ret opgaven' only while it has no offer (the service's refusal shown), a dated
// addition once it has; withdrawing asks the reason ('Andet' needs her words); 'Vælg firma' asks
// the street address, refusing an empty one before sending.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { JobControlReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { jobControl, jobPage } from './job-page-fixture';
import { OpgavePage } from './opgave-page';

const session = {
  body: {
    user: { id: 7, name: 'Bente', email: 'bruger@demo.dk', role: 'user', companyId: null, companyName: null },
    csrfToken: 't',
  },
};

function open(control: JobControlReply, extra: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/session': session,
    'GET /api/bruger/opgaver/333': { body: jobPage },
    'GET /api/bruger/opgaver/333/styring': { body: control },
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route path="/bruger/opgave/:jobId" element={<OpgavePage />} />
    </Routes>,
    { route: '/bruger/opgave/333' },
  );
  return { server, user: userEvent.setup() };
}

const posts = (server: ReturnType<typeof mockFetch>) => server.requests.filter((r) => r.method === 'POST');

describe('where the job stands', () => {
  it('marks the steps reached and the current one, and says what comes next by when', async () => {
    open(jobControl);
    const progress = await screen.findByTestId('job-progress');
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.dataset.state)).toEqual(['done', 'current', 'todo', 'todo', 'todo', 'todo']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent('Tilbud');
    expect(within(progress).getByTestId('job-progress-next')).toHaveTextContent(
      'Vælg et af firmaerne senest 14.12.2023, så lukker opgaven ikke. Vi skriver til dig 11.12.2023',
    );
  });

  it('names the chosen company and its deadline while it has not confirmed', async () => {
    open({
      ...jobControl,
      progress: {
        ...jobControl.progress,
        current: 'chosen',
        next: 'await_confirmation',
        company: 'Byg & Co',
      },
    });
    expect(await screen.findByTestId('job-progress-next')).toHaveTextContent(
      'Byg & Co skal bekræfte opgaven senest 14.12.2023. Firmaet får en påmindelse 11.12.2023',
    );
  });
});

describe('editing and adding to the job', () => {
  it("offers 'Ret opgaven' only without offers, prefilled, and sends the change trimmed", async () => {
    const { server, user } = open(
      { ...jobControl, can_edit: true, can_add: false },
      {
        'POST /api/bruger/opgaver/333/rediger': {
          status: 409,
          body: { type: 'error', message: 'Opgaven har fået tilbud, så teksten kan ikke længere ændres.' },
        },
      },
    );
    expect(screen.queryByRole('button', { name: 'Skriv en tilføjelse' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ret opgaven' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ret opgaven' });
    const headline = within(dialog).getByLabelText('Overskrift');
    expect(headline).toHaveValue('Nyt køkken');
    await user.clear(headline);
    await user.type(headline, '  Nyt køkken i eg ');
    await user.click(within(dialog).getByRole('button', { name: 'Gem ændringerne' }));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    expect(await posts(server)[0]!.json()).toEqual({
      headline: 'Nyt køkken i eg',
      description: 'Montering af nyt køkken',
    });
  });

  it('once it has offers: no edit, a dated addition sent to the bidders, and the additions listed', async () => {
    const { server, user } = open(
      {
        ...jobControl,
        additions: [{ addition_id: 1, text: 'Gulvet er af beton.', created_at: 1_700_100_000 }],
      },
      {
        'POST /api/bruger/opgaver/333/tilfoejelse': {
          body: { type: 'success', message: 'Tilføjelsen er gemt', job_id: 333 },
        },
      },
    );
    const additions = await screen.findByTestId('job-additions');
    expect(additions).toHaveTextContent('Tilføjelse 16.11.2023');
    expect(additions).toHaveTextContent('Gulvet er af beton.');
    expect(screen.queryByRole('button', { name: 'Ret opgaven' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skriv en tilføjelse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilføjelse til opgaven' });
    await user.click(within(dialog).getByRole('button', { name: 'Gem og giv firmaerne besked' }));
    expect(posts(server)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Tilføjelse'), 'Der er fire skabe mere.');
    await user.click(within(dialog).getByRole('button', { name: 'Gem og giv firmaerne besked' }));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    expect(await posts(server)[0]!.json()).toEqual({ text: 'Der er fire skabe mere.' });
  });
});

describe('withdrawing the job', () => {
  it("asks why; 'Andet' needs her own words before anything is sent", async () => {
    const { server, user } = open(jobControl, {
      'POST /api/bruger/opgaver/333/traek-tilbage': {
        body: { type: 'success', message: 'Opgaven er trukket tilbage', job_id: 333 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Træk opgaven tilbage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Træk opgaven tilbage' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    await user.click(within(dialog).getByLabelText('Andet'));
    await user.click(within(dialog).getByTestId('withdraw-job-confirm'));
    expect(
      await within(dialog).findByText('Skriv kort, hvorfor du trækker opgaven tilbage.'),
    ).toBeInTheDocument();
    expect(posts(server)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Skriv kort hvorfor'), 'Vi flytter');
    await user.click(within(dialog).getByTestId('withdraw-job-confirm'));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    expect(await posts(server)[0]!.json()).toEqual({ reason: 'other', text: 'Vi flytter' });
  });
});

describe("'Vælg firma' asks the street address", () => {
  it('refuses an empty one before sending; only the chosen company sees it, the hint says', async () => {
    const { server, user } = open({ ...jobControl, street_address: null });
    const offer = (await screen.findAllByTestId('offer'))[0]!;
    await user.click(within(offer).getByRole('button', { name: 'Vælg firma' }));
    const dialog = screen.getByRole('dialog');
    const street = await within(dialog).findByLabelText('Adresse, hvor opgaven skal udføres');
    expect(street).toHaveValue('');
    expect(dialog).toHaveTextContent(
      'Kun det firma, du vælger, ser adressen. Postnummer og by: 8000 Aarhus C.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ja, vælg Tømrer Hansen ApS' }));
    expect(
      await within(dialog).findByText('Skriv vejnavn og husnummer, hvor opgaven skal udføres.'),
    ).toBeInTheDocument();
    expect(posts(server)).toHaveLength(0);
  });
});
