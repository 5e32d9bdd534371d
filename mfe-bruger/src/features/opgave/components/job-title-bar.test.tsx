// SPEC §9 scroll thresholds: the job's headline stays at the top once the page is scrolled past
// 132 px, on a phone (max 979 px) past 66 px, where it is cut as the phone's title is.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { JobTitleBar } from './job-title-bar';

const HEADLINE = 'Ny terrasse i lærketræ med trappe og rækværk';

function phone(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === '(max-width: 979px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe("the job page's headline bar", () => {
  it('shows past 132 px on a wide screen, not at 132 px', () => {
    phone(false);
    renderWithProviders(<JobTitleBar headline={HEADLINE} />);
    scrollTo(132);
    expect(screen.queryByTestId('job-title-bar')).toBeNull();
    scrollTo(133);
    expect(screen.getByTestId('job-title-bar')).toHaveTextContent(HEADLINE);
    scrollTo(0);
    expect(screen.queryByTestId('job-title-bar')).toBeNull();
  });

  it('shows past 66 px on a phone, with the headline cut at 25 characters', () => {
    phone(true);
    renderWithProviders(<JobTitleBar headline={HEADLINE} />);
    scrollTo(66);
    expect(screen.queryByTestId('job-title-bar')).toBeNull();
    scrollTo(67);
    expect(screen.getByTestId('job-title-bar').textContent).toBe('Ny terrasse i lærketræ me…');
  });
});
