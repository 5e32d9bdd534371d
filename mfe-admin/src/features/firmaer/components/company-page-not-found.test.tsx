// /admin/firmaer/:companyId for a company that does not exist: an id the service answers 404 for, or
// an address that is no id at all, shows the not-found screen in Danish with a link back to the
// company list — not 'Henter …' forever. Any other failure shows the service's text.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CompanyPage } from './company-page';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/firmaer/:companyId" element={<CompanyPage />} />
    </Routes>,
    { route },
  );
}

async function expectNotFound() {
  expect(await screen.findByRole('heading', { name: 'Siden findes ikke' })).toBeInTheDocument();
  expect(screen.getByText(/Der findes intet firma med dette nummer/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tilbage til firmalisten' })).toHaveAttribute(
    'href',
    '/admin/firmaer',
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
}

describe('/admin/firmaer/:companyId of an unknown company', () => {
  it('shows the not-found screen with a link to the company list when the service answers 404', async () => {
    mockFetch({
      'GET /api/admin/firmaer/99999': {
        status: 404,
        body: { type: 'error', message: 'Firmaet findes ikke.' },
      },
    });
    renderAt('/admin/firmaer/99999');
    await expectNotFound();
  });

  it('shows the not-found screen for an address that is no company number, without asking', async () => {
    const server = mockFetch({});
    renderAt('/admin/firmaer/abc');
    await expectNotFound();
    expect(server.requests).toEqual([]);
  });

  it("shows the service's text instead of loading forever when the company cannot be read", async () => {
    mockFetch({
      'GET /api/admin/firmaer/5': {
        status: 500,
        body: { type: 'error', message: 'Der skete en fejl. Prøv igen.' },
      },
    });
    renderAt('/admin/firmaer/5');
    expect(await screen.findByTestId('firma-error')).toHaveTextContent('Der skete en fejl. Prøv igen.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
