// The header's red dot of unread messages (SPEC §2/§7): it shows get_unread_messages from
// /bruger2/update_number_red_dot, is removed when the count is 0, and is asked again only when the
// 'Messages' tag is invalidated (a portal reads a thread, a live event arrives), never by polling;
// the administrator has no messages link.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@opgavetorvet/ui';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { MessagesLink } from './messages-link';

function serve(counts: number[]) {
  let call = 0;
  const server = mockFetch({
    'POST /bruger2/update_number_red_dot': () => ({
      body: { get_unread_messages: counts[Math.min(call++, counts.length - 1)] },
    }),
  });
  const dotCalls = () =>
    server.requests.filter((r) => r.url.endsWith('/bruger2/update_number_red_dot')).length;
  return { server, dotCalls };
}

afterEach(() => vi.useRealTimers());

describe('the unread messages red dot', () => {
  it("shows the company's unread count and links to its messages page", async () => {
    serve([3]);
    renderWithProviders(<MessagesLink role="company" />);
    expect(await screen.findByTestId('unread-dot')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /Beskeder/ })).toHaveAttribute('href', '/firma/beskeder');
    expect(screen.getByLabelText('3 ulæste beskeder')).toBeInTheDocument();
  });

  it('is removed when the count is 0 after a thread has been read', async () => {
    const { dotCalls } = serve([1, 0]);
    const { store } = renderWithProviders(<MessagesLink role="user" />);
    expect(await screen.findByTestId('unread-dot')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: /Beskeder/ })).toHaveAttribute('href', '/bruger/beskeder');
    act(() => {
      store.dispatch(api.util.invalidateTags(['Messages']));
    });
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect(dotCalls()).toBe(2);
  });

  it('does not poll: it asks again only when the Messages tag is invalidated', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dotCalls } = serve([0, 2]);
    const { store } = renderWithProviders(<MessagesLink role="company" />);
    await waitFor(() => expect(dotCalls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(dotCalls()).toBe(1);
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(api.util.invalidateTags(['Messages']));
    });
    expect(await screen.findByTestId('unread-dot')).toHaveTextContent('2');
    expect(dotCalls()).toBe(2);
  });

  it('is not shown to the administrator, who has no messages', async () => {
    const { dotCalls } = serve([5]);
    renderWithProviders(<MessagesLink role="admin" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('messages-link')).not.toBeInTheDocument();
    expect(dotCalls()).toBe(0);
  });
});
