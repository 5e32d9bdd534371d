// SPEC §2: an offer from a company of another site project is written to on that site: 'Skriv
// besked' leads to {link}{slug}/ with t, textmodal, company_name, companyid, contactid, jobid and
// button_type, {link} from the configuration (GET /api/site-projects), and following it writes the
// profile-bid cookie (§3) with the same values for a day (§9). Without an address for the project,
// or for this site's own companies (which ask nothing), the usual button stays.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { jobPage } from './job-page-fixture';
import { OfferCard } from './offer-card';

const [first] = jobPage.contacts;

function offerOf(project: string, links: Record<string, string>) {
  const server = mockFetch({ 'GET /api/site-projects': { body: { project: 'opgavetorvet', links } } });
  renderWithProviders(
    <OfferCard
      job={jobPage.job}
      contact={{ ...first, company: { ...first.company, project } }}
      canChoose
      actions={<button type="button">Skriv besked</button>}
    />,
  );
  return { server, offer: screen.getByTestId('offer') };
}

afterEach(() => {
  document.cookie = 'profile_bid=; max-age=0; path=/';
});

describe('an offer from a company of another site project', () => {
  it("'Skriv besked' leads to {link}{slug}/ with the spec's query, and writes the profile-bid cookie", async () => {
    const { offer } = offerOf('byggetorvet', { byggetorvet: 'https://byggetorvet.example/' });
    const link = await within(offer).findByRole('link', { name: 'Skriv besked' });
    const address = new URL(link.getAttribute('href') ?? '');
    expect(address.origin + address.pathname).toBe(`https://byggetorvet.example/${first.company.slug}/`);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      t: 'bruger',
      textmodal: 'Skriv besked',
      company_name: first.company.name,
      companyid: String(first.company.company_id),
      contactid: String(first.contact_id),
      jobid: String(jobPage.job.job_id),
      button_type: 'message',
    });
    expect(within(offer).queryByRole('button', { name: 'Skriv besked' })).toBeNull();
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    const cookie = document.cookie
      .split('; ')
      .find((part) => part.startsWith('profile_bid='))
      ?.slice('profile_bid='.length);
    expect(Object.fromEntries(new URLSearchParams(decodeURIComponent(cookie ?? '')))).toEqual({
      button_type: 'message',
      textmodal: 'Skriv besked',
      companyid: String(first.company.company_id),
      company_name: first.company.name,
      contactid: String(first.contact_id),
      jobid: String(jobPage.job.job_id),
    });
  });

  it('keeps the usual button when no address is configured for its project (nothing redirects)', async () => {
    const { server, offer } = offerOf('byggetorvet', {});
    await screen.findByRole('button', { name: 'Skriv besked' });
    await new Promise((wait) => setTimeout(wait, 50));
    expect(server.requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/site-projects']);
    expect(within(offer).getByRole('button', { name: 'Skriv besked' })).toBeInTheDocument();
    expect(within(offer).queryByTestId('other-site-link')).toBeNull();
  });

  it("this site's own company keeps the usual button and asks for no addresses", async () => {
    const { server, offer } = offerOf('opgavetorvet', { byggetorvet: 'https://byggetorvet.example/' });
    await new Promise((wait) => setTimeout(wait, 50));
    expect(within(offer).getByRole('button', { name: 'Skriv besked' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
