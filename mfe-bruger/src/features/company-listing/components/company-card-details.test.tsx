// A directory card shows what the company tells customers (issue 31): its zip and town, a one-line
// excerpt of its description, "CVR-verificeret" when the register found it active and "Svarer
// typisk inden for …" when it has a reply time; a company with none of them gets no empty lines.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListedCompany } from '@opgavetorvet/contracts';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { CompanyCard } from './company-card';

const card = (change: Partial<ListedCompany>): ListedCompany => ({
  company_id: 7,
  name: 'Østerbro Tømrer',
  slug: 'oesterbro-toemrer',
  zip: '2100',
  city: 'København Ø',
  categories: ['Tømrer'],
  rating: null,
  reviews_count: 0,
  score: null,
  paid: false,
  pro_plus: false,
  open_saturday: false,
  logo: null,
  cvr_verified: true,
  reply_minutes: 150,
  excerpt: 'Vi lægger tage i hele Østjylland.',
  ...change,
});

describe("a directory card's details", () => {
  it('shows the town, the excerpt, the badge and the reply time', () => {
    renderWithProviders(<CompanyCard company={card({})} />);
    const shown = screen.getByTestId('listing-company');
    expect(within(shown).getByText('2100 København Ø')).toBeInTheDocument();
    expect(within(shown).getByTestId('listing-excerpt')).toHaveTextContent(
      'Vi lægger tage i hele Østjylland.',
    );
    expect(within(shown).getByTestId('cvr-verified')).toHaveTextContent('CVR-verificeret');
    expect(within(shown).getByTestId('reply-time')).toHaveTextContent('Svarer typisk inden for 3 timer');
  });

  it('leaves out the town, the excerpt, the badge and the reply time the company has not, with no empty line', () => {
    renderWithProviders(
      <CompanyCard
        company={card({ zip: '', city: '', cvr_verified: false, reply_minutes: null, excerpt: '' })}
      />,
    );
    const shown = screen.getByTestId('listing-company');
    expect(within(shown).queryByTestId('listing-excerpt')).toBeNull();
    expect(within(shown).queryByTestId('cvr-verified')).toBeNull();
    expect(within(shown).queryByTestId('reply-time')).toBeNull();
    expect(shown.querySelector('.company-trust')).toBeNull();
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tømrer']);
  });
});
