// What tells a customer a company is real and quick (issue 31): "CVR-verificeret" only for a company
// the register found active, and "Svarer typisk inden for …" in humane Danish (minutes in steps of
// five, then hours, then days, each with its singular) only when the company has a reply time; a
// company with neither draws no empty line.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { CompanyTrust } from './company-trust';

const trust = (verified: boolean, minutes: number | null) =>
  renderWithProviders(<CompanyTrust verified={verified} minutes={minutes} />);

describe('the CVR badge and the reply time', () => {
  it('shows "CVR-verificeret" only for a verified company', () => {
    trust(true, null);
    expect(screen.getByTestId('cvr-verified')).toHaveTextContent('CVR-verificeret');
    expect(screen.queryByTestId('reply-time')).toBeNull();
  });

  it.each([
    [3, 'Svarer typisk inden for 5 minutter'],
    [30, 'Svarer typisk inden for 30 minutter'],
    [58, 'Svarer typisk inden for 1 time'],
    [180, 'Svarer typisk inden for 3 timer'],
    [24 * 60, 'Svarer typisk inden for 1 dag'],
    [2 * 24 * 60, 'Svarer typisk inden for 2 dage'],
  ])('reads a reply time of %i minutes as "%s"', (minutes, text) => {
    trust(false, minutes);
    expect(screen.getByTestId('reply-time')).toHaveTextContent(new RegExp(`^${text}$`));
    expect(screen.queryByTestId('cvr-verified')).toBeNull();
  });

  it('draws nothing, not even an empty line, for a company with neither', () => {
    const { container } = trust(false, null);
    expect(container).toBeEmptyDOMElement();
  });
});
