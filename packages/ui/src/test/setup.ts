// Set-up of the 'front' vitest project: jest-dom matchers, the real Danish texts, browser-like fetch.
import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../i18n/init-i18n';
import { localeResources } from './locale-resources';
import { installRelativeRequest } from './relative-request';

installRelativeRequest();
await initI18n({ resources: localeResources(), lng: 'da-DK' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
