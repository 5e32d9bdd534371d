// Set-up of the 'front' vitest project: jest-dom matchers, the real Danish texts, browser-like fetch.
import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../i18n/init-i18n';
import { localeResources } from './locale-resources';
import { installRelativeRequest } from './relative-request';

installRelativeRequest();
// findBy…/waitFor wait up to 10 s (not 1 s): the whole suite shares two cores with the API tests
// (and, in a busy CI, with builds beside it), and a slow render there is not a wrong one: a
// close-job test's navigation once took just over 5 s. What must not appear is asserted without waiting.
configure({ asyncUtilTimeout: 10_000 });
await initI18n({ resources: localeResources(), lng: 'da-DK' });

afterEach(() => {
  cleanup();
  // After cleanup (an unmounted form may still save its draft): one test's tab is not the next's.
  // (Tests in the node environment have no storage.)
  globalThis.sessionStorage?.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
