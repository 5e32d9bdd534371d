// Playwright journeys in Debian's Chromium against the production build, served by the service
// on the port scripts/e2e.mjs picked, with a fresh database seeded with the Danish demo data.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);
const databaseFile = process.env.E2E_DATABASE_FILE ?? '/tmp/opgavetorvet-e2e.sqlite';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  // Generous for a loaded machine (the clean-clone run failed on 10 s waits with the load at 19).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'da-DK',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', testMatch: /.*\.spec\.ts/, dependencies: ['setup'] },
  ],
  webServer: {
    // The compiled service, as `npm start` runs it (scripts/e2e.mjs builds it first).
    command: `${process.execPath} services/dist/server.js`,
    url: `http://127.0.0.1:${port}/remotes.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: databaseFile,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Mail goes to scripts/e2e.mjs's SMTP server when it runs one.
      ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
    },
  },
});
