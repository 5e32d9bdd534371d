// SPEC §2: the profile of a company of another site project asks for a quote on that site: its
// quote button leads to {link}{slug}/ with button_type 'quote' (no offer, so contactid and jobid
// 0), {link} from the configuration; this site's companies keep the quote request page.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NO_PUBLIC_DETAILS } from '@opgavetorvet/contracts/company-presentation';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CompanyProfilePage } from './company-profile-page';

const company = (project: string) => ({
  company_id: 4,
  slug: 'tag-og-co',
  name: 'Tag & Co',
  project,
  details: NO_PUBLIC_DETAILS,
  description: '',
  rating: null,
  reviews_count: 0,
  categories: [],
  pricelists: [],
  logo: null,
  references: [],
});
const empty = { body: { html: '', page: 1, page_up: 0, delete_btn: false } };

function open(project: string) {
  mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/companies/tag-og-co': { body: company(project) },
    'GET /api/site-projects': {
      body: { project: 'opgavetorvet', links: { byggetorvet: 'https://byggetorvet.example/' } },
    },
    'POST /ajax/firma/openingtimes': { body: { html: '' } },
    'POST /ajax/firma/load_reviews': empty,
  });
  renderWithProviders(
    <Routes>
      <Route path="/:slug" element={<CompanyProfilePage />} />
    </Routes>,
    { route: '/tag-og-co' },
  );
}

describe("the quote button of another site project's company", () => {
  it('leads to its page on that site with the query of SPEC §2', async () => {
    open('byggetorvet');
    const link = await screen.findByTestId('other-site-link');
    const address = new URL(link.getAttribute('href') ?? '');
    expect(address.origin + address.pathname).toBe('https://byggetorvet.example/tag-og-co/');
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      t: 'bruger',
      textmodal: link.textContent,
      company_name: 'Tag & Co',
      companyid: '4',
      contactid: '0',
      jobid: '0',
      button_type: 'quote',
    });
  });

  it("of this site's company stays the quote request page", async () => {
    open('opgavetorvet');
    const link = await screen.findByRole('link', { name: 'Indhent tilbud' });
    expect(link).toHaveAttribute('href', '/indhent-tilbud?firma=tag-og-co');
  });
});
