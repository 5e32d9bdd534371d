// Rules of the won-job confirmation (SPEC §4/§5/§8): yes → /firma/confirm_job; no only after the
// prompt 'Bekræft venligst, at du ikke har indgået nogen aftale med denne kunde' (declining it
// cancels); 'Ja, med ændringer' opens a second modal with a back button; an empty text is refused
// with 'Indtast venligst en tekst'; the server's messages are notifications (failures as errors).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { wonJob } from '../test/won-job-fixture';
import { WonDecisionModal } from './won-decision-modal';

function open(routes: FakeRoutes) {
  const server = mockFetch(routes);
  const onClose = vi.fn();
  const view = renderWithProviders(<WonDecisionModal job={wonJob()} onClose={onClose} />);
  const notes = () => view.store.getState().notifications.items.map(({ type, note }) => ({ type, note }));
  const posted = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.url.endsWith(path));
  return { server, onClose, notes, posted, user: userEvent.setup() };
}

describe('the won-job confirmation', () => {
  it("'Ja' confirms the job and shows the server's message", async () => {
    const { onClose, notes, posted, user } = open({
      'POST /firma/confirm_job': {
        body: {
          success: true,
          response: 'confirmed',
          message: 'Opgaven er bekræftet. Kunden har fået besked.',
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await posted('/firma/confirm_job')[0].json()).toEqual({ contact_id: 597 });
    expect(notes()).toEqual([{ type: 'success', note: 'Opgaven er bekræftet. Kunden har fået besked.' }]);
  });

  it("a refused confirmation shows the server's message as an error", async () => {
    const { notes, user } = open({
      'POST /firma/confirm_job': {
        status: 409,
        body: { success: false, response: 'error', message: 'Opgaven er allerede bekræftet.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(notes()).toEqual([{ type: 'error', note: 'Opgaven er allerede bekræftet.' }]));
  });

  it("'Nej' asks first; declining the prompt cancels the refusal, accepting it refuses the job", async () => {
    const { onClose, notes, posted, user } = open({
      'POST /firma/refuse_job': {
        body: { success: true, message: 'Opgaven er afvist. Kunden har fået besked.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Nej' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bekræft venligst, at du ikke har indgået nogen aftale med denne kunde',
    );
    await user.click(screen.getByRole('button', { name: 'Fortryd' }));
    expect(screen.getByRole('button', { name: 'Ja' })).toBeInTheDocument();
    expect(posted('/firma/refuse_job')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Nej' }));
    await user.click(screen.getByRole('button', { name: 'Ja, afvis opgaven' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await posted('/firma/refuse_job')[0].json()).toEqual({ contact_id: 597 });
    expect(notes()).toEqual([{ type: 'success', note: 'Opgaven er afvist. Kunden har fået besked.' }]);
  });

  it("'Ja, med ændringer' opens the second modal: back returns, an empty text is refused, the reply is a notification", async () => {
    const { onClose, notes, posted, user } = open({
      'POST /firma/save_contract_changes': {
        body: { success: true, type: 'success', message: 'Dine ændringer er sendt til kunden.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Ja, med ændringer' }));
    const second = screen.getByRole('dialog', { name: 'Ja, med ændringer' });
    await user.click(within(second).getByRole('button', { name: 'Tilbage' }));
    expect(screen.getByRole('dialog', { name: 'Bekræft opgaven' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ja, med ændringer' }));
    await user.click(screen.getByRole('button', { name: 'Send ændringer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Indtast venligst en tekst');
    await user.type(screen.getByLabelText('Dine ændringer til aftalen'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send ændringer' }));
    expect(posted('/firma/save_contract_changes')).toHaveLength(0);

    await user.type(screen.getByLabelText('Dine ændringer til aftalen'), 'Start en uge senere');
    await user.click(screen.getByRole('button', { name: 'Send ændringer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await posted('/firma/save_contract_changes')[0].json()).toEqual({
      contactid: 597,
      message: 'Start en uge senere',
    });
    expect(notes()).toEqual([{ type: 'success', note: 'Dine ændringer er sendt til kunden.' }]);
  });

  it('a refused change proposal is shown as a notification of its type and the modal stays', async () => {
    const { onClose, notes, user } = open({
      'POST /firma/save_contract_changes': {
        status: 409,
        body: { success: false, type: 'error', message: 'Opgaven afventer ikke længere dit svar.' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Ja, med ændringer' }));
    await user.type(screen.getByLabelText('Dine ændringer til aftalen'), 'Ny pris');
    await user.click(screen.getByRole('button', { name: 'Send ændringer' }));
    await waitFor(() =>
      expect(notes()).toEqual([{ type: 'error', note: 'Opgaven afventer ikke længere dit svar.' }]),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
