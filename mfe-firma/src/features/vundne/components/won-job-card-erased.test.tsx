// Issue 32: a customer who erased their account keeps the company's booking, with the customer
// shown as "Slettet bruger" (the service sends a blank name for an erased account).
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
});
