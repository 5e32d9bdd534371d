// An address of the category route /{createjob_uri}/{slug} with no such category is no page (the
// service answers it with 404): it shows the site's not-found screen, not the create-job page or
// the company profile's 'Firmaet blev ikke fundet'; /createjob/{slug} keeps the category's error.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { malerCategory } from './category-fixture';
import { CreateJobPage } from './create-job-page';

const unknownCategory = {
  status: 404,
  body: { type: 'error', message: 'Kategorien findes ikke. Vælg venligst en kategori.' },
};

function openAt(route: string) {
  mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/categories/bar': unknownCategory,
    'GET /api/categories/maler': { body: malerCategory },
  });
  renderWithProviders(
    <Routes>
      <Route path="/createjob/:slug" element={<CreateJobPage />} />
      <Route path="/:createjobUri/:slug" element={<CreateJobPage />} />
    </Routes>,
    { route },
  );
}

describe('the category route of no category', () => {
  it("shows /foo/bar as the site's not-found screen with a way to the home page", async () => {
    openAt('/foo/bar');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Siden findes ikke' })).toBeInTheDocument();
    expect(screen.getByText('Vi kunne ikke finde den side, du leder efter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Firmaet blev ikke fundet')).not.toBeInTheDocument();
    expect(screen.queryByText('Opret en opgave')).not.toBeInTheDocument();
  });

  it("keeps /createjob/{slug} of no category on the create-job page with the category's error", async () => {
    openAt('/createjob/bar');
    expect(await screen.findByText('Kategorien findes ikke. Vælg venligst en kategori.')).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it("shows a category's create-job form at its own address", async () => {
    openAt('/opret-opgave/maler');
    expect(await screen.findByTestId('create-job-form')).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });
});
