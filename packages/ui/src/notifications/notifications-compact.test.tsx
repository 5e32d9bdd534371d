// Notifications on a phone (issue 31): the stack turns compact (along the foot of the screen) and
// shows only the newest two, read with the UI kit's own feedback.css; an older one hidden there
// still goes when its time is up. On a wide screen every notification shows, in the corner stack.
// jsdom applies no media query: the phone's rules are applied as the stylesheet's phone block says
// (the block unwrapped), the wide screen's without that block.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { NotificationsContainer } from './notifications-container';
import { notificationDuration } from './notification-timing';
import { notify } from './notify';

let style: HTMLStyleElement | undefined;

const PHONE_BLOCK = /@media \(max-width: 600px\) \{([\s\S]*?)\n\}\n/;

/** feedback.css as a screen of that width reads it. */
function stylesAt(narrow: boolean): string {
  const css = readFileSync(join(__dirname, '../styles/feedback.css'), 'utf8');
  const phone = PHONE_BLOCK.exec(css);
  expect(phone, 'feedback.css has its phone block').not.toBeNull();
  return css.replace(PHONE_BLOCK, narrow ? `${phone![1]}\n` : '');
}

function setup(narrow: boolean) {
  vi.useFakeTimers();
  style = document.createElement('style');
  style.textContent = stylesAt(narrow);
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
    expect(shownNotes()).toEqual(['a', 'b', 'c']);
  });
});
