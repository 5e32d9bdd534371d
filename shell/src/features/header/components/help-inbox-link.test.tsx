// The administrator's header shows 'Henvendelser' with the number of unanswered items
// (GET /api/admin/henvendelser/antal), removed at 0 and counted again when the 'Help' tag is
// invalidated (the administrator answered, or a live event arrived).
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@opgavetorvet/ui';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { HelpInboxLink } from './help-inbox-link';

function serve(unanswered: number[]) {
  let call = 0;
  mockFetch({
    'GET /api/admin/henvendelser/antal': () => {
      const n = unanswered[Math.min(call++, unanswered.length - 1)];
      return {
        body: {
          unanswered: n,
          support_cases: n,
          complaints: 0,
          tickets: 0,
          cancellations: 1,
          file_reports: 2,
        },
      };
    },
  });
}

describe("the administrator's help inbox count", () => {
  it('shows the unanswered count and links to /admin/henvendelser; it goes at 0 after an answer', async () => {
    serve([2, 0]);
    const { store } = renderWithProviders(<HelpInboxLink />);
    expect(await screen.findByTestId('unread-dot')).toHaveTextContent('2');
    expect(screen.getByLabelText('2 ubesvarede henvendelser')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Henvendelser/ })).toHaveAttribute('href', '/admin/henvendelser');
    act(() => {
      store.dispatch(api.util.invalidateTags(['Help']));
    });
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
  });
});
