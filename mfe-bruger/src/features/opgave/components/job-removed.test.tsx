// A job Opgavetorvet removed (issue 33): the customer's job page says so first, with the date and the
// reason she was told; a job that was not removed says nothing of it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { JobFacts } from './job-facts';
import { jobPage } from './job-page-fixture';

describe("a removed job's facts", () => {
  it('say that Opgavetorvet removed the job, when and why', () => {
    const removed = {
      ...jobPage,
      job: {
        ...jobPage.job,
        status: 'cancelled' as const,
        removal: { at: 1_767_225_600, reason: 'Ulovligt arbejde.' },
      },
    };
    renderWithProviders(<JobFacts page={removed} />);
    expect(screen.getByTestId('job-removed')).toHaveTextContent(
      'Opgavetorvet har fjernet opgaven 1.1.2026, så firmaerne ikke kan se den og give tilbud. Begrundelse: Ulovligt arbejde.',
    );
  });

  it('say nothing of it for a job that was not removed', () => {
    renderWithProviders(<JobFacts page={{ ...jobPage, job: { ...jobPage.job, removal: null } }} />);
    expect(screen.queryByTestId('job-removed')).not.toBeInTheDocument();
  });
});
