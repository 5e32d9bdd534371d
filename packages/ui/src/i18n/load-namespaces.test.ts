// Rule (issue 13, light pages): a page's namespace asked for before the texts have started (the
// first page's code is preloaded at start) is loaded once i18next is initialised, not dropped.
import { afterAll, describe, expect, it, vi } from 'vitest';

const listeners = new Map<string, () => void>();
const fake = vi.hoisted(() => ({
  isInitialized: false,
  on: vi.fn(),
  off: vi.fn(),
  loadNamespaces: vi.fn(async () => undefined),
}));
vi.mock('i18next', () => ({ default: fake }));

// The set-up file has already loaded init-i18n with the real i18next: load it again with the fake.
vi.resetModules();
const { loadNamespaces } = await import('./init-i18n');
// Test files share a worker's modules: the next file gets the real i18next again.
afterAll(() => {
  vi.doUnmock('i18next');
  vi.resetModules();
});

describe('loadNamespaces', () => {
  it('waits for i18next to be initialised, then loads the namespace', async () => {
    fake.on.mockImplementation((event: string, listener: () => void) => listeners.set(event, listener));
    const loading = loadNamespaces('firma');
    await Promise.resolve();
    expect(fake.loadNamespaces).not.toHaveBeenCalled();
    fake.isInitialized = true;
    listeners.get('initialized')?.();
    await loading;
    expect(fake.loadNamespaces).toHaveBeenCalledWith(['firma']);
  });
});
