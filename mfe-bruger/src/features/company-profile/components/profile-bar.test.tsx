// SPEC §9: the company profile's bar (its name and quote button) shows once the page is scrolled
// past 270 px, and goes again above it.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { ProfileBar } from './profile-bar';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 }));

describe("the company profile's bar", () => {
  it('shows past 270 px with the name and the quote button, not at 270 px', () => {
    renderWithProviders(
      <ProfileBar name="Tag & Co">
        <a href="/indhent-tilbud?firma=tag-og-co">Indhent tilbud</a>
      </ProfileBar>,
    );
    scrollTo(270);
    expect(screen.queryByTestId('profile-bar')).toBeNull();
    scrollTo(271);
    expect(screen.getByTestId('profile-bar')).toHaveTextContent('Tag & Co');
    expect(screen.getByRole('link', { name: 'Indhent tilbud' })).toBeInTheDocument();
    scrollTo(100);
    expect(screen.queryByTestId('profile-bar')).toBeNull();
  });
});
