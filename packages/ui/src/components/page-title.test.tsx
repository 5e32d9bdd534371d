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
    expect(shortenMobileTitle('Maling af stue og gang i huset')).toBe('Maling af stue og gang i…');
    expect(shortenMobileTitle(LONG)).toBe('Ny terrasse i lærketræ me…');
    expect(shortenMobileTitle('Ny hæk langs vejen 2')).toBe('Ny hæk langs vejen 2');
  });

  it("a title of 21–25 characters is longer than the limit too, so it gets the '…' (SPEC §9, issue 34)", () => {
    expect(shortenMobileTitle('Maling af stue og gang')).toBe('Maling af stue og gang…');
    expect(shortenMobileTitle('Ny hæk langs vejen 20')).toBe('Ny hæk langs vejen 20…');
    expect(shortenMobileTitle('Maling af stuen, 25 tegn!')).toBe('Maling af stuen, 25 tegn!…');
    expect(shortenMobileTitle('Maling af stuen, 26 tegn!!')).toBe('Maling af stuen, 26 tegn!…');
  });

  it("shows a title of 20 characters whole on a narrow screen, with no '…'", () => {
    screenWidth(true);
    render(<PageTitle text="Ny hæk langs vejen 2" shortenOnMobile />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ny hæk langs vejen 2');
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
