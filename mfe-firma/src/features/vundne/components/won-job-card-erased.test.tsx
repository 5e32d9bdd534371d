// Issue 32: a customer who erased their account keeps the company's booking, with the customer
// shown as "Slettet bruger" (the service sends a blank name for an erased account); the chosen
// company's card carries the street address the customer gave.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { wonJob } from '../test/won-job-fixture';
import { WonJobCard } from './won-job-card';

describe("an erased customer's booking", () => {
  it('names the customer "Slettet bruger"', () => {
    mockFetch({});
    renderWithProviders(<WonJobCard focused={false} job={wonJob({ customer_name: '' })} />);
    expect(screen.getByText(/Slettet bruger/)).toBeInTheDocument();
  });

  it("names a customer who has not erased their account by the customer's name", () => {
    mockFetch({});
    renderWithProviders(<WonJobCard focused={false} job={wonJob()} />);
    expect(screen.getByText(/Mette Hansen/)).toBeInTheDocument();
    expect(screen.queryByText(/Slettet bruger/)).not.toBeInTheDocument();
  });

  it('shows the street address the customer gave when the service sends it, and the town alone without', () => {
    mockFetch({});
    const { unmount } = renderWithProviders(
      <WonJobCard focused={false} job={wonJob({ street_address: 'Egevej 12' })} />,
    );
    expect(screen.getByText(/Egevej 12, \d{4} /)).toBeInTheDocument();
    unmount();
    renderWithProviders(<WonJobCard focused={false} job={wonJob({ street_address: null })} />);
    expect(screen.queryByText(/Egevej 12/)).not.toBeInTheDocument();
  });
});
