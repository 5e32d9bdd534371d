// Issue 33: a won job Opgavetorvet removed says so on the company's card, with the date and the
// reason, and offers no answer, finish or SMS any more; the contract stays to look at. A job that
// is not removed shows no note and keeps its actions.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { wonJob } from '../test/won-job-fixture';
import { WonJobCard } from './won-job-card';

const removal = { at: 1_790_100_000, reason: 'Opgaven beder om ulovligt arbejde.' };

describe('a won job Opgavetorvet removed', () => {
  it('shows the removal with the reason and hides finish and the SMS of a confirmed job', () => {
    mockFetch({});
    renderWithProviders(<WonJobCard focused={false} job={wonJob({ state: 'confirmed', removal })} />);
    expect(screen.getByTestId('job-removed')).toHaveTextContent(
      /^Opgavetorvet har fjernet opgaven .+\. Begrundelse: Opgaven beder om ulovligt arbejde\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Afslut opgave' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send datoer til kunden' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se kontrakt' })).toBeInTheDocument();
  });

  it('hides the answer of a job awaiting confirmation', () => {
    mockFetch({});
    renderWithProviders(<WonJobCard focused={false} job={wonJob({ removal })} />);
    expect(screen.getByTestId('job-removed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bekræft opgaven' })).not.toBeInTheDocument();
  });

  it('a job that is not removed has no note and keeps its actions', () => {
    mockFetch({});
    const { unmount } = renderWithProviders(
      <WonJobCard focused={false} job={wonJob({ state: 'confirmed' })} />,
    );
    expect(screen.queryByTestId('job-removed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afslut opgave' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send datoer til kunden' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<WonJobCard focused={false} job={wonJob()} />);
    expect(screen.getByRole('button', { name: 'Bekræft opgaven' })).toBeInTheDocument();
  });
});
