// Rules of the won job's own tools: the SMS needs both expected dates (SPEC §5) and the end not
// before the start, and its button is disabled once sent (SPEC §4) until a date changes; it is
// offered once the job is taken on. An overdue job shows its ticket thread and an answer form whose
// text must be non-empty (SPEC §5); a job that is not overdue has no form. The company's comment on
// the contact (SPEC §6) is refused empty and saved with /ajax/firma/sendcoment.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { companySession, wonJob } from '../test/won-job-fixture';
import { WonJobCard } from './won-job-card';

function open(job: WonJobItem, routes: FakeRoutes = {}) {
  const server = mockFetch({ 'GET /api/session': companySession, ...routes });
  const view = renderWithProviders(<WonJobCard job={job} focused={false} />);
  const notes = () => view.store.getState().notifications.items.map(({ type, note }) => ({ type, note }));
  const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.url.endsWith(path));
  return { notes, posts, user: userEvent.setup() };
}

const confirmed = wonJob({ contact_id: 548, job_id: 310, state: 'confirmed' });

describe('the SMS with the expected dates', () => {
  it('is offered once the job is taken on, not while it awaits the answer', () => {
    open(wonJob({ state: 'awaiting_confirmation' }));
    expect(screen.queryByRole('button', { name: 'Send datoer til kunden' })).toBeNull();
  });

  it('needs both dates, then an end not before the start', async () => {
    const { posts, user } = open(confirmed);
    await user.click(screen.getByRole('button', { name: 'Send datoer til kunden' }));
    const modal = screen.getByTestId('sms-modal');
    await user.click(within(modal).getByRole('button', { name: 'Send sms' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'Angiv venligst forventet start- og slutdato for opgaven',
    );
    await user.type(within(modal).getByLabelText('Forventet startdato'), '2026-12-10');
    await user.click(within(modal).getByRole('button', { name: 'Send sms' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'Angiv venligst forventet start- og slutdato for opgaven',
    );
    await user.type(within(modal).getByLabelText('Forventet slutdato'), '2026-12-03');
    await user.click(within(modal).getByRole('button', { name: 'Send sms' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Slutdatoen må ikke ligge før startdatoen');
    expect(posts('/firma/send_sms_button')).toHaveLength(0);
  });

  it('sends the days as unix seconds and disables the button until a date changes', async () => {
    const { notes, posts, user } = open(confirmed, {
      'POST /firma/send_sms_button': { body: { success: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Send datoer til kunden' }));
    const modal = screen.getByTestId('sms-modal');
    await user.type(within(modal).getByLabelText('Forventet startdato'), '2026-12-03');
    await user.type(within(modal).getByLabelText('Forventet slutdato'), '2026-12-10');
    await user.click(within(modal).getByRole('button', { name: 'Send sms' }));
    expect(await within(modal).findByRole('button', { name: 'Sms sendt' })).toBeDisabled();
    expect(await posts('/firma/send_sms_button')[0].json()).toEqual({
      contact_contract_id: 548,
      start_date: Date.UTC(2026, 11, 2, 23) / 1000,
      end_date: Date.UTC(2026, 11, 10, 23) / 1000 - 1,
    });
    expect(notes()).toEqual([{ type: 'success', note: 'Sms’en er sendt til Mette Hansen.' }]);
    await user.clear(within(modal).getByLabelText('Forventet slutdato'));
    await user.type(within(modal).getByLabelText('Forventet slutdato'), '2026-12-12');
    expect(within(modal).getByRole('button', { name: 'Send sms' })).toBeEnabled();
  });

  it("shows the server's refusal, e.g. a customer without a phone", async () => {
    const { notes, user } = open(
      wonJob({
        state: 'changes_proposed',
        expected_start_at: Date.UTC(2026, 11, 1, 23) / 1000,
        expected_end_at: Date.UTC(2026, 11, 9, 23) / 1000 - 1,
      }),
      {
        'POST /firma/send_sms_button': {
          status: 409,
          body: { type: 'error', message: 'Kunden har ikke oplyst et telefonnummer' },
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Send datoer til kunden' }));
    const modal = screen.getByTestId('sms-modal');
    expect(within(modal).getByLabelText('Forventet startdato')).toHaveValue('2026-12-02');
    await user.click(within(modal).getByRole('button', { name: 'Send sms' }));
    await waitFor(() =>
      expect(notes()).toEqual([{ type: 'error', note: 'Kunden har ikke oplyst et telefonnummer' }]),
    );
    expect(within(modal).getByRole('button', { name: 'Send sms' })).toBeEnabled();
  });
});

describe('the ticket on an overdue job', () => {
  const overdue = wonJob({
    contact_id: 270,
    job_id: 150,
    state: 'confirmed',
    overdue: true,
    expected_end_at: 1_795_115_527,
    tickets: [
      { sender: 'staff', text: 'Er opgaven afsluttet?', created_at: 1_795_200_000 },
      { sender: 'company', text: 'Vi mangler en levering.', created_at: 1_795_210_000 },
    ],
  });

  it('shows the thread and needs a non-empty answer', async () => {
    const { posts, user } = open(overdue);
    expect(screen.getByText('Overskredet')).toBeInTheDocument();
    const ticket = screen.getByTestId('ticket');
    expect(
      within(ticket)
        .getAllByTestId('ticket-message')
        .map((m) => m.textContent),
    ).toEqual([
      expect.stringContaining('Er opgaven afsluttet?'),
      expect.stringContaining('Vi mangler en levering.'),
    ]);
    await user.type(within(ticket).getByLabelText('Jeres svar'), '   ');
    await user.click(within(ticket).getByRole('button', { name: 'Send svar' }));
    expect(within(ticket).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(posts('/ajax/firma/sendtiketstatus')).toHaveLength(0);
  });

  it('sends text, job, own company and contact, then empties the box', async () => {
    const { notes, posts, user } = open(overdue, {
      'POST /ajax/firma/sendtiketstatus': { body: { success: true } },
    });
    const ticket = screen.getByTestId('ticket');
    await user.type(within(ticket).getByLabelText('Jeres svar'), 'Vi er færdige på fredag.');
    await waitFor(() => expect(within(ticket).getByRole('button', { name: 'Send svar' })).toBeEnabled());
    await user.click(within(ticket).getByRole('button', { name: 'Send svar' }));
    await waitFor(() => expect(posts('/ajax/firma/sendtiketstatus')).toHaveLength(1));
    expect(await posts('/ajax/firma/sendtiketstatus')[0].json()).toEqual({
      text: 'Vi er færdige på fredag.',
      job_id: 150,
      company_id: 1,
      contact_id: 270,
    });
    await waitFor(() => expect(within(ticket).getByLabelText('Jeres svar')).toHaveValue(''));
    expect(notes()).toEqual([{ type: 'success', note: 'Jeres svar er sendt.' }]);
  });

  it('has no answer form on a job that is not overdue', () => {
    open(wonJob({ state: 'confirmed' }));
    expect(screen.queryByTestId('ticket')).toBeNull();
    expect(screen.queryByText('Overskredet')).toBeNull();
  });
});

describe("the company's comment on the contact", () => {
  it('is refused empty and saved otherwise', async () => {
    const { notes, posts, user } = open(wonJob({ contact_id: 548, company_comment: '' }), {
      'POST /ajax/firma/sendcoment': {
        body: { type: 'success', message: 'Din kommentar er gemt.', coment: 'Ring før besigtigelse' },
      },
    });
    const note = screen.getByTestId('contact-note');
    expect(within(note).getByText('Ingen kommentar endnu.')).toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: 'Tilføj kommentar' }));
    await user.click(within(note).getByRole('button', { name: 'Gem kommentar' }));
    expect(within(note).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(posts('/ajax/firma/sendcoment')).toHaveLength(0);
    await user.type(within(note).getByLabelText(/^Kommentar til kunden/), ' Ring før besigtigelse ');
    await user.click(within(note).getByRole('button', { name: 'Gem kommentar' }));
    await waitFor(() => expect(posts('/ajax/firma/sendcoment')).toHaveLength(1));
    expect(await posts('/ajax/firma/sendcoment')[0].json()).toEqual({
      contact_id: 548,
      coment: 'Ring før besigtigelse',
    });
    await waitFor(() => expect(notes()).toEqual([{ type: 'success', note: 'Din kommentar er gemt.' }]));
  });

  it('shows the saved comment with a way to edit it', () => {
    open(wonJob({ company_comment: 'Nøgle under måtten' }));
    const note = screen.getByTestId('contact-note');
    expect(within(note).getByTestId('contact-note-text')).toHaveTextContent('Nøgle under måtten');
    expect(within(note).getByRole('button', { name: 'Ret kommentar' })).toBeInTheDocument();
  });

  it('is only shown on a refused booking, not edited', () => {
    open(wonJob({ state: 'refused', is_winner: false, company_comment: 'Kunden ville vente' }));
    const note = screen.getByTestId('contact-note');
    expect(within(note).getByTestId('contact-note-text')).toHaveTextContent('Kunden ville vente');
    expect(within(note).queryByRole('button')).toBeNull();
  });
});
