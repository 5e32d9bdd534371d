// Rules of SPEC §8/§9 for notifications: duration, headings per type, validation errors, stagger.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { NotificationsContainer } from './notifications-container';
import { notificationDuration } from './notification-timing';
import { notify, notifyFromError, notifyFromReply } from './notify';

function setup() {
  vi.useFakeTimers();
  return renderWithProviders(<NotificationsContainer />);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('notifications', () => {
  it('a notification is shown for 7000 ms plus 300 ms per word', () => {
    expect(notificationDuration('Mailen er sendt...')).toBe(7000 + 3 * 300);
    const { store } = setup();
    act(() => store.dispatch(notify([{ type: 'info', note: 'én to tre fire' }])));
    expect(screen.getByText('én to tre fire')).toBeInTheDocument();
    advance(7000 + 4 * 300 - 1);
    expect(screen.getByText('én to tre fire')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('én to tre fire')).not.toBeInTheDocument();
  });

  it("headings by type: error 'Fejl!', info 'Info:', success 'OK!', success2 'OK sendt', success4 blank", () => {
    const { store } = setup();
    const types = ['error', 'info', 'success', 'success2', 'success4'] as const;
    act(() => store.dispatch(notify(types.map((type) => ({ type, note: `note ${type}` })))));
    advance(4 * 300);
    const shown = screen.getAllByTestId('notification');
    expect(shown.map((n) => n.getAttribute('data-type'))).toEqual([...types]);
    const headings = shown.map((n) => n.querySelector('.notification__heading')?.textContent ?? '');
    expect(headings).toEqual(['Fejl!', 'Info:', 'OK!', 'OK sendt', '']);
  });

  it('a reply of type validation_errors shows each message as an error', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(
        notifyFromReply({ type: 'validation_errors', messages: ['Ugyldigt postnummer', 'Navn mangler'] }),
      );
    });
    advance(300);
    const errors = screen.getAllByRole('alert');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toHaveTextContent('Fejl!');
    expect(errors[0]).toHaveTextContent('Ugyldigt postnummer');
    expect(errors[1]).toHaveTextContent('Navn mangler');
  });

  it('a reply with a message and a type is shown as a notification of that type', () => {
    const { store } = setup();
    let shown = false;
    act(() => {
      shown = store.dispatch(notifyFromReply({ type: 'success2', message: 'Din besked er sendt' }));
    });
    expect(shown).toBe(true);
    const note = screen.getByTestId('notification');
    expect(note).toHaveAttribute('data-type', 'success2');
    expect(note).toHaveTextContent('OK sendt');
    expect(store.dispatch(notifyFromReply({ ok: true }))).toBe(false);
  });

  it('several notifications appear staggered 300 ms apart', () => {
    const { store } = setup();
    act(() => store.dispatch(notify(['a', 'b', 'c'].map((note) => ({ type: 'info' as const, note })))));
    expect(screen.getAllByTestId('notification')).toHaveLength(1);
    advance(299);
    expect(screen.getAllByTestId('notification')).toHaveLength(1);
    advance(1);
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
    advance(300);
    expect(screen.getAllByTestId('notification')).toHaveLength(3);
  });

  it('a notification sent right after another waits for its 300 ms turn', () => {
    const { store } = setup();
    act(() => store.dispatch(notify([{ type: 'info', note: 'først' }])));
    advance(100);
    act(() => store.dispatch(notify([{ type: 'error', note: 'derefter' }])));
    expect(screen.queryByText('derefter')).not.toBeInTheDocument();
    advance(200);
    expect(screen.getByText('derefter')).toBeInTheDocument();
  });

  it("a failed call shows the server's own refusal text as an error, typed or not, else the generic text", () => {
    const { store } = setup();
    act(() => {
      store.dispatch(notifyFromError({ status: 400, data: { type: 'info', message: 'Allerede sendt' } }));
      store.dispatch(
        notifyFromError({ status: 409, data: { success: false, message: 'Opgaven er allerede bekræftet' } }),
      );
      store.dispatch(
        notifyFromError({ status: 400, data: { success: false, error_message: 'Skriv en begrundelse' } }),
      );
      store.dispatch(notifyFromError({ status: 'FETCH_ERROR', error: 'offline' }));
    });
    advance(4 * 300);
    expect(screen.getByText('Allerede sendt')).toBeInTheDocument();
    const errors = screen.getAllByText('Fejl!');
    expect(errors).toHaveLength(3);
    expect(screen.getByText('Opgaven er allerede bekræftet')).toBeInTheDocument();
    expect(screen.getByText('Skriv en begrundelse')).toBeInTheDocument();
    expect(screen.getByText('Der opstod en fejl hos os. Prøv venligst igen senere.')).toBeInTheDocument();
  });
});
