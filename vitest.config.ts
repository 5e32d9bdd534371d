// One vitest run for the whole repository: the service's API tests in Node, the front end's
// component tests in jsdom. Browser journeys live in e2e/ and run under Playwright.
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages are read from their TypeScript source (their `source` export condition), not
// from the JavaScript a production build of the service uses.
const source = (conditions: readonly string[]) => ['source', ...conditions];
// The service's tests resolve packages as Node does when it runs the service: without the bundlers'
// `module` condition, whose builds (e.g. @aws-sdk/*'s dist-es) import files without extensions.
const nodeConditions = defaultServerConditions.filter((condition) => condition !== 'module');

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: source(nodeConditions) },
        ssr: { resolve: { conditions: source(nodeConditions) } },
        test: {
          name: 'service',
          environment: 'node',
          include: ['services/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
          pool: 'forks',
          isolate: false,
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        resolve: { conditions: source(defaultClientConditions) },
        // The first screens' server renderers are tested in Node: their packages from source too.
        ssr: { resolve: { conditions: source(defaultServerConditions) } },
        test: {
          name: 'front',
          environment: 'jsdom',
          include: [
            'packages/ui/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'mfe-*/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['packages/ui/src/test/setup.ts'],
          isolate: false,
          globals: true,
          testTimeout: 20000,
        },
      },
    ],
  },
});
