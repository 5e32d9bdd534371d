// One vitest run for the whole repository: the service's API tests in Node, the front end's
// component tests in jsdom. Browser journeys live in e2e/ and run under Playwright.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'service',
          environment: 'node',
          include: ['services/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'front',
          environment: 'jsdom',
          include: [
            'packages/ui/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'mfe-*/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['packages/ui/src/test/setup.ts'],
          globals: true,
          testTimeout: 20000,
        },
      },
    ],
  },
});
