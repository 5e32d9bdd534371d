// The contract modal (SPEC §2/§7): titled 'Kontrakt - Job-ID {job_id}', asks
// /ajax/firma/get_my_contract_by_job_id with the job and the company's own id, shows the html, OK closes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { companySession } from '../test/won-job-fixture';
import { ContractModal } from './contract-modal';

describe('the contract modal', () => {
  it("shows the job's contract under 'Kontrakt - Job-ID {job_id}' and closes with OK", async () => {
    const server = mockFetch({
      'GET /api/session': companySession,
      'POST /ajax/firma/get_my_contract_by_job_id': {
        body: {
          html: '<div><h2 class="contract-title">Kontrakt - Job-ID 320</h2><dl><div><dt>Aftalt pris</dt><dd>106.300 kr.</dd></div></dl></div>',
        },
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<ContractModal jobId={320} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Kontrakt - Job-ID 320' });
    expect(await within(dialog).findByText('106.300 kr.')).toBeInTheDocument();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ job_id: 320, current_company_id: 1 });
    expect(within(dialog).getByRole('button', { name: 'Udskriv' })).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
