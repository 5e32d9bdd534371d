// An offer on the customer's job shows what its company tells customers (issue 31): a link to its
// profile, its town, "CVR-verificeret" when the register found it active and "Svarer typisk inden for
// …" when it has a reply time; a company with neither gets no empty line. The start of its
// description with 'Læs mere' (its profile) and its street address with zip and town when it has
// them; none, and no 'Læs mere', when it has not.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobPageContact } from '@opgavetorvet/contracts';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { jobPage } from './job-page-fixture';
import { OfferCard } from './offer-card';

const [first] = jobPage.contacts;

const offerOf = (company: Partial<JobPageContact['company']>) => {
  renderWithProviders(
    <OfferCard
      job={jobPage.job}
      contact={{ ...first, company: { ...first.company, ...company } }}
      canChoose
    />,
  );
  return screen.getByTestId('offer');
};

describe("an offer's company", () => {
  it('links to its profile and shows its town, the badge and the reply time', () => {
    const offer = offerOf({ city: 'Aarhus C', cvr_verified: true, reply_minutes: 2 * 24 * 60 });
    expect(within(offer).getByRole('link', { name: 'Tømrer Hansen ApS' })).toHaveAttribute(
      'href',
      '/tomrer-hansen',
    );
    expect(within(offer).getByText('By', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Aarhus C',
    );
    expect(within(offer).getByTestId('cvr-verified')).toHaveTextContent('CVR-verificeret');
    expect(within(offer).getByTestId('reply-time')).toHaveTextContent('Svarer typisk inden for 2 dage');
  });

  it('shows no town, badge or reply time the company has not, with no empty line', () => {
    const offer = offerOf({ city: '', cvr_verified: false, reply_minutes: null });
    expect(within(offer).queryByText('By', { selector: 'dt' })).toBeNull();
    expect(within(offer).queryByTestId('cvr-verified')).toBeNull();
    expect(within(offer).queryByTestId('reply-time')).toBeNull();
    expect(offer.querySelector('.company-trust')).toBeNull();
  });

  it("shows the start of its description with 'Læs mere' to its profile, and its street address", () => {
    const excerpt = 'Vi lægger tage i hele Østjylland. Også skifer. Siden 1998 med egne folk.';
    const offer = offerOf({ excerpt, address: 'Søndergade 12', zip: '2100', city: 'København Ø' });
    const about = within(offer).getByTestId('offer-company-about');
    expect(about).toHaveTextContent(`${excerpt} Læs mere`);
    expect(within(about).getByRole('link', { name: 'Læs mere om Tømrer Hansen ApS' })).toHaveAttribute(
      'href',
      '/tomrer-hansen',
    );
    expect(within(offer).getByText('Adresse', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Søndergade 12, 2100 København Ø',
    );
    expect(within(offer).queryByText('By', { selector: 'dt' })).toBeNull();
  });

  it("shows no description, 'Læs mere' or address line the company has not", () => {
    const offer = offerOf({ excerpt: '', address: '', zip: '', city: 'Aarhus C' });
    expect(within(offer).queryByTestId('offer-company-about')).toBeNull();
    expect(within(offer).queryByRole('link', { name: /Læs mere/ })).toBeNull();
    expect(within(offer).queryByText('Adresse', { selector: 'dt' })).toBeNull();
    expect(within(offer).getByText('By', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Aarhus C',
    );
  });
});
