// Notifications on a phone (issue 31): the stack turns compact (along the foot of the screen) and
// shows only the newest two, read with the UI kit's own feedback.css; an older one hidden there
// still goes when its time is up. On a wide screen every notification shows, in the corner stack.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { COMPACT_NOTIFICATIONS_QUERY, NotificationsContainer } from './notifications-container';
import { notificationDuration } from './notification-timing';
import { notify } from './notify';

let style: HTMLStyleElement | undefined;

function setup(narrow: boolean) {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === COMPACT_NOTIFICATIONS_QUERY,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  style = document.createElement('style');
  style.textContent = readFileSync(join(__dirname, '../styles/feedback.css'), 'utf8');
  document.head.append(style);
  return renderWithProviders(<NotificationsContainer />);
}

afterEach(() => {
  style?.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shownNotes = () =>
  screen
    .getAllByTestId('notification')
    .filter((note) => getComputedStyle(note).display !== 'none')
    .map((note) => note.querySelector('.notification__note')?.textContent);

describe('notifications on a phone', () => {
  it('are a compact stack showing only the newest two', () => {
    const { store } = setup(true);
    act(() =>
      store.dispatch(
        notify(['første', 'anden', 'tredje', 'fjerde'].map((note) => ({ type: 'info' as const, note }))),
      ),
    );
    advance(3 * 300);
    expect(screen.getByRole('region', { name: /./ })).toHaveClass('notifications--compact');
    expect(screen.getAllByTestId('notification')).toHaveLength(4);
    expect(shownNotes()).toEqual(['tredje', 'fjerde']);
  });

  it('an older one hidden there still goes when its time is up', () => {
    const { store } = setup(true);
    act(() => store.dispatch(notify([{ type: 'info', note: 'første' }])));
    advance(300);
    act(() =>
      store.dispatch(
        notify([
          { type: 'error', note: 'anden' },
          { type: 'info', note: 'tredje' },
        ]),
      ),
    );
    advance(300);
    expect(shownNotes()).toEqual(['anden', 'tredje']);
    advance(notificationDuration('første'));
    expect(screen.queryByText('første')).not.toBeInTheDocument();
  });

  it('on a wide screen every notification shows, in the corner stack', () => {
    const { store } = setup(false);
    act(() => store.dispatch(notify(['a', 'b', 'c'].map((note) => ({ type: 'info' as const, note })))));
    advance(2 * 300);
    expect(screen.getByRole('region', { name: /./ })).not.toHaveClass('notifications--compact');
    expect(shownNotes()).toEqual(['a', 'b', 'c']);
  });
});
