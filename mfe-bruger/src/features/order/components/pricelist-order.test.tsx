// The company's pricelist on its profile shows the price of each line the administrator priced
// (issue 33: 'Tømrer: 1.250 kr.'), and a line without a price by its name only (a pricelist whose
// only line is itself, unpriced, names no line).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { PricelistOrder } from './pricelist-order';

describe('the pricelist on a company profile', () => {
  it('shows a priced line with its price in kroner, and unpriced lines by name', async () => {
    mockFetch({ 'GET /api/session': { body: { user: null, csrfToken: 't' } } });
    renderWithProviders(
      <PricelistOrder
        companyId={5}
        pricelists={[
          {
            category_id: 1,
            name: 'Byg',
            lines: [
              { category_id: 4, name: 'Maler' },
              { category_id: 3, name: 'Tømrer', price_kr: 1250 },
            ],
          },
          { category_id: 3, name: 'Tømrer', lines: [{ category_id: 3, name: 'Tømrer', price_kr: 1250 }] },
          { category_id: 6, name: 'Murer', lines: [{ category_id: 6, name: 'Murer' }] },
        ]}
      />,
    );
    const items = within(screen.getByTestId('pricelist')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Maler, Tømrer: 1.250 kr.');
    expect(items[1]).toHaveTextContent('Tømrer: 1.250 kr.');
    expect(items[2]).toHaveTextContent(/^MurerBestil$/);
  });
});
