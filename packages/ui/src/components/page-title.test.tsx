// Rules of the page title: it names the browser tab; a job title over 20 characters is cut at 25
// with an ellipsis on narrow screens (max 979 px, SPEC §9), whole on wide ones and for screen readers.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortenMobileTitle } from '../lib/mobile-title';
import { PageTitle } from './page-title';

const LONG = 'Ny terrasse i lærketræ med trappe og rækværk';

function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === '(max-width: 979px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('mobile job titles', () => {
  it('cuts a title over 20 characters at 25 and adds an ellipsis', () => {
    expect(shortenMobileTitle('Maling af stue (20 t)')).toBe('Maling af stue (20 t)'.slice(0, 25) + '…');
    expect(shortenMobileTitle('Maling af stuen, 20 tegn')).toHaveLength(25);
    expect(shortenMobileTitle('Maling af stue 20 tegn')).toBe('Maling af stue 20 tegn…');
    expect(shortenMobileTitle('Ny hæk langs vejen 20')).toBe('Ny hæk langs vejen 20…');
    expect(shortenMobileTitle('Ny hæk langs vejen 2')).toBe('Ny hæk langs vejen 2');
    expect(shortenMobileTitle(LONG)).toBe('Ny terrasse i lærketræ me…');
  });

  it('shows the cut title on a narrow screen, the whole one to screen readers and in the tab', () => {
    screenWidth(true);
    render(<PageTitle text={LONG} shortenOnMobile />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAccessibleName(expect.stringContaining(LONG));
    expect(heading.querySelector('[aria-hidden="true"]')).toHaveTextContent('Ny terrasse i lærketræ me…');
    expect(document.title).toContain(LONG);
  });

  it('keeps the whole title on a wide screen, and on every screen for titles that are not cut', () => {
    screenWidth(false);
    const { unmount } = render(<PageTitle text={LONG} shortenOnMobile />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(LONG);
    unmount();
    screenWidth(true);
    render(<PageTitle text={LONG} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(LONG);
  });
});
