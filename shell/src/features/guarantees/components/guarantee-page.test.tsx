// The guarantee pages (SPEC §2): both full texts in Danish, any other name is not found, and the
// page scrolls itself to the bottom over 2 seconds (at once when the reader asks for less motion);
// the not-found screen of an unknown name does not scroll.
import { act, fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { GuaranteePage, guaranteeOf } from './guarantee-page';

const root = document.documentElement;
let frames: FrameRequestCallback[] = [];

function renderAt(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/guarantees/:page" element={<GuaranteePage />} />
    </Routes>,
    { route: url },
  );
}

/** Runs the waiting animation frames at a moment `ms` after the animation began. */
function frameAt(ms: number) {
  vi.spyOn(performance, 'now').mockReturnValue(1000 + ms);
  const waiting = frames;
  frames = [];
  act(() => waiting.forEach((frame) => frame(1000 + ms)));
}

beforeEach(() => {
  frames = [];
  vi.spyOn(performance, 'now').mockReturnValue(1000);
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  Object.defineProperty(root, 'scrollHeight', { configurable: true, value: 3000 });
  Object.defineProperty(root, 'clientHeight', { configurable: true, value: 1000 });
  root.scrollTop = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('guarantee pages', () => {
  it('knows the two full texts by their page names', () => {
    expect(guaranteeOf('haandvaerkogbyggeri-full-text')).toBe('haandvaerkogbyggeri');
    expect(guaranteeOf('autoreparation-full-text')).toBe('autoreparation');
    expect(guaranteeOf('autoreparation')).toBeNull();
    expect(guaranteeOf('andet-full-text')).toBeNull();
  });

  it('shows the craft and building guarantee in Danish and scrolls to the bottom over 2 seconds', () => {
    renderAt('/guarantees/haandvaerkogbyggeri-full-text');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Opgavetorvets garanti – håndværk og byggeri',
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    frameAt(0);
    expect(root.scrollTop).toBe(0);
    frameAt(1000);
    expect(root.scrollTop).toBe(1000);
    frameAt(1990);
    expect(root.scrollTop).toBeGreaterThan(1990);
    expect(root.scrollTop).toBeLessThan(2000);
    frameAt(2000);
    expect(root.scrollTop).toBe(2000);
    expect(frames).toHaveLength(0);
  });

  it('jumps to the bottom at once when the reader prefers less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    renderAt('/guarantees/autoreparation-full-text');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('autoreparation');
    expect(root.scrollTop).toBe(2000);
    expect(frames).toHaveLength(0);
  });

  it('a key or the wheel stops the scrolling where it is', () => {
    renderAt('/guarantees/autoreparation-full-text');
    frameAt(500);
    const reached = root.scrollTop;
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
    frameAt(2000);
    expect(root.scrollTop).toBe(reached);
  });

  it('any other guarantee name is not found', () => {
    renderAt('/guarantees/husforsikring-full-text');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });

  it('the not-found screen of an unknown guarantee does not scroll', () => {
    renderAt('/guarantees/foo');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Siden findes ikke');
    expect(frames).toHaveLength(0);
    frameAt(2000);
    expect(root.scrollTop).toBe(0);
  });

  it('going from a scrolling guarantee to an unknown one: the not-found screen stops and shows from the top', () => {
    renderWithProviders(
      <>
        <Link to="/guarantees/foo">Ukendt garanti</Link>
        <Routes>
          <Route path="/guarantees/:page" element={<GuaranteePage />} />
        </Routes>
      </>,
      { route: '/guarantees/haandvaerkogbyggeri-full-text' },
    );
    frameAt(1000);
    expect(root.scrollTop).toBe(1000);
    fireEvent.click(screen.getByRole('link', { name: 'Ukendt garanti' }));
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(root.scrollTop).toBe(0);
    frameAt(2000);
    expect(root.scrollTop).toBe(0);
    expect(frames).toHaveLength(0);
  });
});
