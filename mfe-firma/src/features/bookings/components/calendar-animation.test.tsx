// The calendar's 500 ms animation (SPEC §9, issue 34): a month paged to comes in over 500 ms from the
// side it was paged to, drawn anew for each month so the animation plays; none for users who ask
// their system for reduced motion (prefers-reduced-motion). The rules are read from calendar.css as
// the browser reads them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CalendarModal } from './calendar-modal';

/** calendar.css parsed by the page's own CSS parser. */
function calendarRules(): CSSRule[] {
  const style = document.createElement('style');
  style.textContent = readFileSync(join(__dirname, '../calendar.css'), 'utf8');
  document.head.append(style);
  const rules = Array.from(style.sheet?.cssRules ?? []);
  style.remove();
  return rules;
}

// By the rules' types (1 style, 4 media, 7 keyframes): the same in every CSS object model.
const styleOf = (rules: CSSRule[], selector: string) =>
  (
    rules.find((rule) => rule.type === 1 && (rule as CSSStyleRule).selectorText === selector) as
      CSSStyleRule | undefined
  )?.style;

describe("the calendar's month animation", () => {
  it('takes 500 ms, and none with prefers-reduced-motion', () => {
    const rules = calendarRules();
    const grid = styleOf(rules, '.calendar-grid');
    expect(grid?.getPropertyValue('animation')).toMatch(/\bcalendar-month-in\b/);
    expect(grid?.getPropertyValue('animation')).toMatch(/(^|\s)500ms(\s|$)/);
    const reduced = rules.find(
      (rule) =>
        rule.type === 4 && /prefers-reduced-motion:\s*reduce/.test((rule as CSSMediaRule).media.mediaText),
    ) as CSSMediaRule | undefined;
    expect(reduced).toBeDefined();
    expect(
      styleOf(Array.from(reduced?.cssRules ?? []), '.calendar-grid')?.getPropertyValue('animation'),
    ).toBe('none');
    expect(
      rules.some((rule) => rule.type === 7 && (rule as CSSKeyframesRule).name === 'calendar-month-in'),
    ).toBe(true);
  });

  it('draws each month anew, saying the side it was paged to', async () => {
    mockFetch({
      'GET /api/firma/kalender/abonnement': { body: { url: 'https://opgavetorvet.example/ical/x.ics' } },
      'GET /ajax/firma/calendar_event_company': { body: [] },
    });
    renderWithProviders(<CalendarModal contactId={270} headline="Nyt tag" onClose={vi.fn()} />);
    const user = userEvent.setup();
    const first = await screen.findByTestId('calendar-grid');
    expect(first).not.toHaveAttribute('data-direction');
    await user.click(screen.getByRole('button', { name: 'Næste måned' }));
    const next = screen.getByTestId('calendar-grid');
    expect(next).not.toBe(first);
    expect(next).toHaveAttribute('data-direction', 'next');
    await user.click(screen.getByRole('button', { name: 'Forrige måned' }));
    expect(screen.getByTestId('calendar-grid')).not.toBe(next);
    expect(screen.getByTestId('calendar-grid')).toHaveAttribute('data-direction', 'previous');
  });
});
