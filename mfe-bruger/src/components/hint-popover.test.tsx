// SPEC §9: a popover hides 500 ms after the pointer leaves (so it can be reached and read), shows
// on keyboard focus too and hides at once on blur or Escape; the CVR badge explains itself so.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { CvrVerifiedBadge } from './company-trust';
import { POPOVER_HIDE_MS } from './hint-popover';

afterEach(() => vi.useRealTimers());

const hint = () => screen.getByRole('tooltip', { hidden: true });

describe("the CVR badge's popover", () => {
  it('shows on pointer enter and hides 500 ms after the pointer leaves, not before', () => {
    vi.useFakeTimers();
    renderWithProviders(<CvrVerifiedBadge verified />);
    const badge = screen.getByTestId('cvr-verified').parentElement as HTMLElement;
    expect(hint()).not.toBeVisible();
    fireEvent.pointerEnter(badge);
    expect(hint()).toBeVisible();
    expect(badge).toHaveAccessibleDescription(hint().textContent ?? '');
    fireEvent.pointerLeave(badge);
    act(() => vi.advanceTimersByTime(POPOVER_HIDE_MS - 1));
    expect(hint()).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(hint()).not.toBeVisible();
    expect(POPOVER_HIDE_MS).toBe(500);
  });

  it('coming back within the 500 ms keeps it open; focus shows it and Escape hides it at once', () => {
    vi.useFakeTimers();
    renderWithProviders(<CvrVerifiedBadge verified />);
    const badge = screen.getByTestId('cvr-verified').parentElement as HTMLElement;
    fireEvent.pointerEnter(badge);
    fireEvent.pointerLeave(badge);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerEnter(badge);
    act(() => vi.advanceTimersByTime(1000));
    expect(hint()).toBeVisible();
    fireEvent.pointerLeave(badge);
    act(() => vi.advanceTimersByTime(POPOVER_HIDE_MS));
    fireEvent.focus(badge);
    expect(hint()).toBeVisible();
    fireEvent.keyDown(badge, { key: 'Escape' });
    expect(hint()).not.toBeVisible();
  });
});
