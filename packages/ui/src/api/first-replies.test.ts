// Rule: the replies the page came with answer the first GET of their URL once (the session with its
// CSRF token, a landing page's list), so the call is not made; later calls of the URL, other URLs,
// posts and a reply used after the page's first half minute go to the network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/mock-fetch';
import { createAppStore } from '../store/create-app-store';
import { api } from './base-api';
import { getUrlOf, resetFirstReplies } from './first-replies';
import { sessionApi } from '../session/session-api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeList: build.query<unknown, { page: number; search?: string }>({
      query: (params) => ({ url: '/api/firma/opgaver', params }),
    }),
  }),
});

function pageWithReplies(replies: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-replies';
  script.textContent = JSON.stringify(replies);
  document.body.append(script);
  resetFirstReplies();
}

afterEach(() => {
  document.getElementById('first-replies')?.remove();
  resetFirstReplies();
  vi.restoreAllMocks();
});

describe('the replies a page came with', () => {
  it('answer the first GET of their URL once, without a call, and set the CSRF token', async () => {
    const server = mockFetch({
      'GET /api/session': { body: { user: null, csrfToken: 'network-token' } },
      'GET /api/firma/opgaver': { body: { jobs: ['from the network'] } },
    });
    pageWithReplies({
      '/api/session': { user: null, csrfToken: 'page-token' },
      '/api/firma/opgaver?page=1': { jobs: ['from the page'] },
    });
    // A second after the page opened (the test process itself may be older than half a minute).
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const store = createAppStore();
    const session = await store.dispatch(sessionApi.endpoints.session.initiate());
    const list = await store.dispatch(probe.endpoints.probeList.initiate({ page: 1, search: undefined }));
    expect(session.data?.csrfToken).toBe('page-token');
    expect(store.getState().csrf.token).toBe('page-token');
    expect(list.data).toEqual({ jobs: ['from the page'] });
    expect(server.requests).toHaveLength(0);
    expect(document.getElementById('first-replies')).toBeNull();

    const again = await store.dispatch(
      probe.endpoints.probeList.initiate({ page: 1 }, { forceRefetch: true }),
    );
    expect(again.data).toEqual({ jobs: ['from the network'] });
    await store.dispatch(probe.endpoints.probeList.initiate({ page: 2 }));
    expect(server.requests.map((request) => new URL(request.url).search)).toEqual(['?page=1', '?page=2']);
  });

  it('are not used after the first half minute of the page', async () => {
    const server = mockFetch({ 'GET /api/session': { body: { user: null, csrfToken: 'network-token' } } });
    pageWithReplies({ '/api/session': { user: null, csrfToken: 'page-token' } });
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    const session = await createAppStore().dispatch(sessionApi.endpoints.session.initiate());
    expect(session.data?.csrfToken).toBe('network-token');
    expect(server.requests).toHaveLength(1);
  });

  it('are looked up by the URL fetchBaseQuery sends; posts never', () => {
    expect(getUrlOf('/api/session')).toBe('/api/session');
    expect(getUrlOf({ url: '/api/x', params: { page: 1, search: undefined, q: 'a b' } })).toBe(
      '/api/x?page=1&q=a+b',
    );
    expect(getUrlOf({ url: '/api/x?a=1', params: { page: 2 } })).toBe('/api/x?a=1&page=2');
    expect(getUrlOf({ url: '/api/x', method: 'POST', body: {} })).toBeNull();
  });
});
