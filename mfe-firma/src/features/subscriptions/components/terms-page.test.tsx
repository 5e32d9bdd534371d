// The subscriptions' terms page (issue 31, /firma/handelsbetingelser): the paid plans' prices with
// and without 25 % moms, and the terms the product keeps (payment from the balance, renewal,
// upgrade credit, no refunds), with the way back to the subscriptions.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { TermsPage } from './terms-page';

describe('the terms page', () => {
  it('lists each paid plan with and without moms and the terms of payment, renewal and changes', () => {
    renderWithProviders(<TermsPage />, { route: '/firma/handelsbetingelser' });
    const prices = screen.getByTestId('terms-prices');
    expect(
      within(prices)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Abonnement', 'Pris inkl. moms', 'Pris uden moms', 'Moms'],
      ['Pro', '499,00 kr.', '399,20 kr.', '99,80 kr.'],
      ['Pro+', '899,00 kr.', '719,20 kr.', '179,80 kr.'],
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Priser',
      'Betaling',
      'Fornyelse',
      'Fra Pro til Pro+',
      'Skift til Pro eller Basic',
    ]);
    expect(screen.getByRole('link', { name: 'Tilbage til abonnementer' })).toHaveAttribute(
      'href',
      '/firma/abonnement',
    );
  });
});
