// A company's profile shows what it tells customers (issue 31): its description as paragraphs (the
// "no description" sentence only when it wrote none), and "Kontakt og fakta": the year founded and
// staff, its street address with zip and town, phone, e-mail and website as links (the website in a
// new window, not followed), its authorisations with their numbers, its guarantee schemes, and its
// CVR number with the badge when verified; only what it filled in, no card at all for nothing.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicCompanyDetails } from '@opgavetorvet/contracts';
import { NO_PUBLIC_DETAILS } from '@opgavetorvet/contracts/company-presentation';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { ProfileDescription } from './profile-description';
import { ProfileDetails } from './profile-details';

const filledIn: PublicCompanyDetails = {
  address: 'Søndergade 12',
  zip: '8000',
  city: 'Aarhus C',
  phone: '+45 12 34 56 78',
  email: 'kontakt@tag.dk',
  website: 'https://www.tag.dk/',
  founded_year: 1998,
  employees: 12,
  authorisations: [
    { kind: 'el', number: 'EL-1' },
    { kind: 'vvs', number: '12345' },
  ],
  guarantees: ['byg_garanti', 'tekniq'],
  cvr: '25000005',
  cvr_verified: true,
  reply_minutes: 30,
};

/** The value shown beside a label of the facts list. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('"Kontakt og fakta" on the profile', () => {
  it('shows every detail the company filled in, the contacts as links', () => {
    renderWithProviders(<ProfileDetails details={filledIn} />);
    const card = screen.getByTestId('profile-details');
    expect(within(card).getByRole('heading', { name: 'Kontakt og fakta' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Om firmaet' })).toHaveTextContent('Etableret 1998');
    expect(within(card).getByText('12 ansatte')).toBeInTheDocument();
    expect(valueOf('Adresse')).toHaveTextContent(/^Søndergade 12, 8000 Aarhus C$/);
    expect(within(valueOf('Telefon')).getByRole('link')).toHaveAttribute('href', 'tel:+4512345678');
    expect(within(valueOf('E-mail')).getByRole('link', { name: 'kontakt@tag.dk' })).toHaveAttribute(
      'href',
      'mailto:kontakt@tag.dk',
    );
    const website = within(valueOf('Hjemmeside')).getByRole('link', {
      name: 'www.tag.dk (åbner i et nyt vindue)',
    });
    expect(website).toHaveAttribute('href', 'https://www.tag.dk/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'nofollow noopener');
    expect(valueOf('CVR-nummer')).toHaveTextContent('25000005 CVR-verificeret');
    expect(
      within(valueOf('Autorisationer'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Autoriseret el-installatør, nr. EL-1', 'Autoriseret VVS-installatør, nr. 12345']);
    expect(
      within(valueOf('Garantiordninger'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Byg Garanti (Dansk Byggeri)', 'TEKNIQ Installatørernes garantiordning']);
  });

  it('leaves out what is not filled in: one employee, no street, an unverified CVR number', () => {
    renderWithProviders(
      <ProfileDetails
        details={{ ...NO_PUBLIC_DETAILS, zip: '8000', city: 'Aarhus C', employees: 1, cvr: '25000005' }}
      />,
    );
    const card = screen.getByTestId('profile-details');
    expect(within(card).getByText('1 ansat')).toBeInTheDocument();
    expect(within(card).queryByText(/Etableret/)).toBeNull();
    // Without a street the town is the profile head's; no "Adresse" line repeats it.
    expect(within(card).queryByText('Adresse')).toBeNull();
    expect(valueOf('CVR-nummer')).toHaveTextContent(/^25000005$/);
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['CVR-nummer']);
  });

  it('draws no card for a company that filled in nothing', () => {
    const { container } = renderWithProviders(<ProfileDetails details={NO_PUBLIC_DETAILS} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the profile's description", () => {
  it('shows its paragraphs as paragraphs, keeping a line end inside one', () => {
    renderWithProviders(<ProfileDescription text={'Vi lægger tage.\nOgså skifer.\n\n\nSiden 1998.'} />);
    const paragraphs = screen.getByTestId('profile-description').querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'Vi lægger tage.\nOgså skifer.',
      'Siden 1998.',
    ]);
    expect(screen.queryByText('Firmaet har endnu ikke skrevet en beskrivelse.')).toBeNull();
  });

  it('says the company has not written one only when it has not', () => {
    renderWithProviders(<ProfileDescription text={'  \n\n '} />);
    expect(screen.getByText('Firmaet har endnu ikke skrevet en beskrivelse.')).toBeInTheDocument();
  });
});
