// Rule (issue 13, light pages): the session is asked for when the store is made, before anything
// renders, so it does not wait for the first render.
import { describe, expect, it, vi } from 'vitest';
import { createStartedStore } from './started-store';

describe('createStartedStore', () => {
  it('asks GET /api/session at once', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ user: null, csrfToken: 't' }, { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = createStartedStore();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = (fetchMock.mock.calls[0] as unknown[])[0];
    const url = request instanceof Request ? request.url : String(request);
    expect(new URL(url, 'http://localhost').pathname).toBe('/api/session');
    expect(store.getState()).toBeDefined();
  });
});
