// Rule: a login rotates the CSRF token with the session, so the front end sends the token of the
// reply that renewed the session (its x-csrf-token header) with every later post, not the old one.
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/mock-fetch';
import { createAppStore } from '../store/create-app-store';
import { api } from './base-api';
import { sessionApi } from '../session/session-api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probePost: build.mutation<unknown, string>({ query: (url) => ({ url, method: 'POST', body: {} }) }),
  }),
});

describe('the CSRF token the base query sends', () => {
  it("switches to the token of a reply's x-csrf-token header for the next posts", async () => {
    const server = mockFetch({
      'GET /api/session': { body: { user: null, csrfToken: 'visitor-token' } },
      'POST /bruger/modalformlogin': {
        body: { type: 'success' },
        headers: { 'x-csrf-token': 'login-token' },
      },
      'POST /api/other': { body: {} },
    });
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.session.initiate());
    await store.dispatch(probe.endpoints.probePost.initiate('/bruger/modalformlogin'));
    await store.dispatch(probe.endpoints.probePost.initiate('/api/other'));
    const sent = server.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('x-csrf-token'));
    expect(sent).toEqual(['visitor-token', 'login-token']);
    expect(store.getState().csrf.token).toBe('login-token');
  });
});
