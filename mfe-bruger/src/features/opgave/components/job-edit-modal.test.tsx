// 'Ret opgaven' asks the category's questions again (issue 32: while a job has no offer its answers
// can be edited): each filled in with the job's answer, an edited answer is sent with the others,
// a required question left empty is refused at that question before anything is sent, and the
// service's refusal of an answer is shown at its question.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CategoryAttribute, JobPageReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { jobControl, jobPage } from './job-page-fixture';
import { OpgavePage } from './opgave-page';

const questions: CategoryAttribute[] = [
  { id: 1, name: 'Antal skabe', kind: 'number', unit: null, required: true, options: [] },
  {
    id: 2,
    name: 'Træsort',
    kind: 'select',
    unit: null,
    required: false,
    options: [
      { id: 21, label: 'Eg' },
      { id: 22, label: 'Fyr' },
    ],
  },
  {
    id: 3,
    name: 'Tilvalg',
    kind: 'checkbox',
    unit: null,
    required: false,
    options: [
      { id: 31, label: 'Greb' },
      { id: 32, label: 'Skuffer' },
    ],
  },
];

const row = (
  attribute_id: number,
  name: string,
  value: string,
  answer: Partial<JobPageReply['attributes'][number]>,
) => ({
  attribute_id,
  name,
  unit: null,
  value,
  option_id: null,
  number_value: null,
  car_model_id: null,
  ...answer,
});

const page: JobPageReply = {
  ...jobPage,
  contacts: [],
  attributes: [
    row(1, 'Antal skabe', '12', { number_value: 12 }),
    row(2, 'Træsort', 'Eg', { option_id: 21 }),
    row(3, 'Tilvalg', 'Greb', { option_id: 31 }),
  ],
};

const session = {
  body: {
    user: { id: 7, name: 'Bente', email: 'bruger@demo.dk', role: 'user', companyId: null, companyName: null },
    csrfToken: 't',
  },
};

async function openEdit(extra: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/session': session,
    'GET /api/bruger/opgaver/333': { body: page },
    'GET /api/bruger/opgaver/333/styring': {
      body: { ...jobControl, can_edit: true, can_add: false, questions },
    },
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route path="/bruger/opgave/:jobId" element={<OpgavePage />} />
    </Routes>,
    { route: '/bruger/opgave/333' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Ret opgaven' }));
  const dialog = screen.getByRole('dialog', { name: 'Ret opgaven' });
  // The questions' fields are loaded when the form opens.
  await within(dialog).findByLabelText('Antal skabe');
  return { server, user, dialog };
}

const posts = (server: ReturnType<typeof mockFetch>) => server.requests.filter((r) => r.method === 'POST');
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Gem ændringerne' });

describe("editing a job's answers", () => {
  it("fills in the category's questions with the job's answers and sends an edited one with the rest", async () => {
    const { server, user, dialog } = await openEdit({
      'POST /api/bruger/opgaver/333/rediger': {
        body: { type: 'success', message: 'Opgaven er ændret', job_id: 333 },
      },
    });
    const count = within(dialog).getByLabelText('Antal skabe');
    expect(count).toHaveValue('12');
    expect(within(dialog).getByLabelText('Træsort (valgfrit)')).toHaveValue('21');
    expect(within(dialog).getByRole('checkbox', { name: 'Greb' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Skuffer' })).not.toBeChecked();
    await user.clear(count);
    await user.type(count, '14');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Skuffer' }));
    await user.click(save(dialog));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    expect(await posts(server)[0]!.json()).toEqual({
      headline: 'Nyt køkken',
      description: 'Montering af nyt køkken',
      attributes: [
        { attribute_id: 1, number_value: 14 },
        { attribute_id: 2, option_id: 21 },
        { attribute_id: 3, option_id: 31 },
        { attribute_id: 3, option_id: 32 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a required question left empty as an error at that question, and sends nothing', async () => {
    const { server, user, dialog } = await openEdit();
    const count = within(dialog).getByLabelText('Antal skabe');
    await user.clear(count);
    await user.click(save(dialog));
    await waitFor(() => expect(count).toHaveAttribute('aria-invalid', 'true'));
    expect(count).toHaveAccessibleDescription('Besvar venligst: Antal skabe');
    expect(posts(server)).toHaveLength(0);
  });

  it("shows the service's refusal of an answer at its question, and the form stays open", async () => {
    const { server, user, dialog } = await openEdit({
      'POST /api/bruger/opgaver/333/rediger': {
        status: 400,
        body: { type: 'error', message: 'Svaret på "Træsort" er ugyldigt.' },
      },
    });
    await user.click(save(dialog));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    const wood = within(dialog).getByLabelText('Træsort (valgfrit)');
    await waitFor(() => expect(wood).toHaveAttribute('aria-invalid', 'true'));
    expect(wood).toHaveAccessibleDescription('Svaret på "Træsort" er ugyldigt.');
    expect(screen.getByRole('dialog', { name: 'Ret opgaven' })).toBeInTheDocument();
  });
});
