// Rule (issue 13, light pages): a remote's texts are fetched with its routes, not at start: loading
// a portal's routes also loads its namespace (bruger, firma, admin), and nothing else.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const loadNamespaces = vi.fn(async () => undefined);
vi.mock('@opgavetorvet/ui', async (original) => ({
  ...(await original<typeof import('@opgavetorvet/ui')>()),
  loadNamespaces,
}));
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async () => ({ routes: [{ path: 'firma' }] })),
}));

// Test files share a worker's modules: load the registry afresh, with the fakes above.
vi.resetModules();
const { loadRemoteRoutes } = await import('./remote-registry');

afterEach(() => loadNamespaces.mockClear());
afterAll(() => {
  vi.doUnmock('@opgavetorvet/ui');
  vi.doUnmock('@module-federation/enhanced/runtime');
  vi.resetModules();
});

describe('loadRemoteRoutes', () => {
  it("loads the remote's own namespace with its routes", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ mfe_firma: '/remotes/mfe-firma/remoteEntry.js' })),
    );
    await loadRemoteRoutes('mfe_firma');
    expect(loadNamespaces.mock.calls).toEqual([['firma']]);
    await loadRemoteRoutes('mfe_admin');
    expect(loadNamespaces.mock.calls).toEqual([['firma'], ['admin']]);
  });
});
