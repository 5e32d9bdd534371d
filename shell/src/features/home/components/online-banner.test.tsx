// The companies-online banner (SPEC §2, §9): hidden from 1 to 6 o'clock inclusive Danish time,
// shown otherwise, rechecked every 5 minutes.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@opgavetorvet/ui/test';
import { companiesOnlineAt, ONLINE_CHECK_MS } from '../hooks/use-companies-online';
import { OnlineBanner } from './online-banner';

/** A moment at the given hour in Denmark (winter time, UTC+1). */
const danish = (hour: number, minute = 0) => new Date(Date.UTC(2026, 0, 15, hour - 1, minute));

afterEach(() => vi.useRealTimers());

describe('companies-online banner', () => {
  it('is hidden from 1:00 to 6:59 and shown otherwise, by the Danish clock', () => {
    expect(companiesOnlineAt(danish(0, 59))).toBe(true);
    for (const hour of [1, 2, 3, 4, 5, 6]) expect(companiesOnlineAt(danish(hour)), String(hour)).toBe(false);
    expect(companiesOnlineAt(danish(6, 59))).toBe(false);
    expect(companiesOnlineAt(danish(7))).toBe(true);
    expect(companiesOnlineAt(danish(23, 30))).toBe(true);
    // Summer time (UTC+2): 05:30 UTC is 07:30 in Denmark.
    expect(companiesOnlineAt(new Date(Date.UTC(2026, 6, 1, 5, 30)))).toBe(true);
    expect(companiesOnlineAt(new Date(Date.UTC(2026, 6, 1, 4, 30)))).toBe(false);
  });

  it('shows its Danish text by day and goes at night on the next 5-minute check', () => {
    vi.useFakeTimers();
    let at = danish(0, 58);
    renderWithProviders(<OnlineBanner now={() => at} />);
    expect(screen.getByTestId('online-banner')).toHaveTextContent('Håndværkere og firmaer er online nu');
    at = danish(1, 3);
    act(() => vi.advanceTimersByTime(ONLINE_CHECK_MS - 1));
    expect(screen.getByTestId('online-banner')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('online-banner')).not.toBeInTheDocument();
  });
});
