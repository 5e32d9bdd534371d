// Rules of the home page's category search (SPEC §2/§9): at most 10 suggestions, arrow keys and
// Enter — which waits 300 ms — lead to the suggestion's link, 'Opret opgave' to the job form;
// autofocus only on desktop; the word searched is remembered a day (searh_word, SPEC §3/§9).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CategorySearch } from './category-search';

const suggestions = Array.from({ length: 12 }, (_, i) => ({
  search: `Tømrer ${i + 1}`,
  link: `/createjob/tomrer-${i + 1}`,
  word_id: i + 1,
}));

function Landed() {
  return <p>kategori {useParams().slug}</p>;
}

function JobForm() {
  return <p>opgaveformular: {useSearchParams()[0].get('search')}</p>;
}

function renderSearch(found = suggestions) {
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 'csrf-1' } },
    'POST /ajax/bruger/search_category': { body: found },
  });
  renderWithProviders(
    <Routes>
      <Route path="/" element={<CategorySearch />} />
      <Route path="/createjob" element={<JobForm />} />
      <Route path="/createjob/:slug" element={<Landed />} />
    </Routes>,
  );
  return server;
}

const originalWidth = window.innerWidth;

describe('category search', () => {
  afterEach(() => {
    window.innerWidth = originalWidth;
    // Each search remembers its word (searh_word); the next test starts with an empty box.
    document.cookie = 'searh_word=; max-age=0; path=/';
  });

  it("'Opret opgave' leads where it says, to the job form: with the typed text when no category matches", async () => {
    renderSearch([]);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('category-search'), 'Maling af stue');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    expect(screen.getByText('opgaveformular: Maling af stue')).toBeInTheDocument();
  });

  it("'Opret opgave' leads to the first suggestion's job form when categories match", async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('category-search'), 'tøm');
    await screen.findAllByRole('option');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    expect(screen.getByText('kategori tomrer-1')).toBeInTheDocument();
  });

  it('shows at most 10 suggestions as options of a listbox', async () => {
    const server = renderSearch();
    await userEvent.setup().type(screen.getByTestId('category-search'), 'tøm');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(10);
    expect(screen.getByRole('listbox')).toContainElement(options[0]);
    const search = server.requests.find((r) => r.url.endsWith('/ajax/bruger/search_category'));
    expect(search?.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('Enter waits 300 ms, then leads to the chosen suggestion’s link', async () => {
    renderSearch();
    const input = screen.getByTestId('category-search');
    await userEvent.setup().type(input, 'tøm');
    await screen.findAllByRole('option');

    vi.useFakeTimers();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText('kategori tomrer-2')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('kategori tomrer-2')).toBeInTheDocument();
  });

  it('clicking a suggestion leads to its link', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('category-search'), 'tøm');
    await user.click((await screen.findAllByRole('option'))[2]);
    expect(screen.getByText('kategori tomrer-3')).toBeInTheDocument();
  });

  it('is focused on arrival on desktop (wider than 1024 px)', () => {
    window.innerWidth = 1366;
    renderSearch();
    expect(screen.getByTestId('category-search')).toHaveFocus();
  });

  it('remembers the searched word for one day (searh_word) and shows it when the home page opens again', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document) as string,
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      renderSearch([]);
      const user = userEvent.setup();
      await user.type(screen.getByTestId('category-search'), 'Maling af stue');
      await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
      expect(written).toEqual([
        expect.stringMatching(/^searh_word=Maling%20af%20stue; max-age=86400; path=\/;/),
      ]);
      cleanup();
      renderSearch([]);
      expect(screen.getByTestId('category-search')).toHaveValue('Maling af stue');
    } finally {
      delete (document as { cookie?: string }).cookie;
      document.cookie = 'searh_word=; max-age=0; path=/';
    }
  });

  it('is not focused on arrival on a phone', () => {
    window.innerWidth = 390;
    renderSearch();
    expect(screen.getByTestId('category-search')).not.toHaveFocus();
  });
});
