// Issue 10, defect 6: a rejected cancellation shows on the company's won-job card — the decision,
// its date and the administrator's reason, and 'Se annullering' — as an approval does.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { wonJob } from '../test/won-job-fixture';
import { WonJobCard } from './won-job-card';

const decidedAt = Date.UTC(2026, 10, 20, 10) / 1000;

describe("the administrator's decision on the won-job card", () => {
  it('a rejected cancellation shows the decision, the reason and the request', () => {
    mockFetch({});
    renderWithProviders(
      <WonJobCard
        focused={false}
        job={wonJob({
          state: 'confirmed',
          cancel_decision: {
            status: 'rejected',
            reason: 'Der er aftalt en startdato.',
            decided_at: decidedAt,
          },
        })}
      />,
    );
    const note = screen.getByTestId('cancel-decision');
    expect(note).toHaveTextContent('Opgavetorvet afviste annulleringen 20.11.2026. Opgaven fortsætter.');
    expect(within(note).getByText('Begrundelse: Der er aftalt en startdato.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se annullering' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afslut opgave' })).toBeInTheDocument();
  });

  it('an approved cancellation shows the same way', () => {
    mockFetch({});
    renderWithProviders(
      <WonJobCard
        focused={false}
        job={wonJob({
          state: 'cancelled',
          cancel_decision: { status: 'approved', reason: 'Kunden bekræfter.', decided_at: decidedAt },
        })}
      />,
    );
    expect(screen.getByTestId('cancel-decision')).toHaveTextContent(
      'Opgavetorvet godkendte annulleringen 20.11.2026.Begrundelse: Kunden bekræfter.',
    );
  });

  it('a job without a decided request has no such note', () => {
    mockFetch({});
    renderWithProviders(<WonJobCard focused={false} job={wonJob({ state: 'confirmed' })} />);
    expect(screen.queryByTestId('cancel-decision')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se annullering' })).not.toBeInTheDocument();
  });
});
