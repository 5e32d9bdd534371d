// `npm test`: the whole suite — type check, lint, formatting (Prettier's check), the copy detector
// (scripts/copies.mjs), vitest (unit, component, API; the tests that run on both engines get a
// throw-away PostgreSQL cluster through TEST_DATABASE_URL), the API suite a second time with every
// test app on PostgreSQL (TEST_DB=postgres, scripts/api-tests-on-postgres.mjs), the front ends'
// size budget on the production build, then the Playwright journeys in Chromium against that build
// on a free port with a fresh database (SQLite, the embedded default).
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { apiTestsOnPostgres } from './api-tests-on-postgres.mjs';
import { startCluster, stopCluster } from './pg-cluster.mjs';
import { buildFrontEnds, buildService, run, runOrExit } from './lib.mjs';

await runOrExit('npx', ['tsc', '-p', 'tsconfig.json']);
await runOrExit('npx', ['eslint', '.']);
await runOrExit('npx', ['prettier', '--check', '.']);
await runOrExit(process.execPath, ['scripts/copies.mjs']);
await ensurePostgres();
const postgres = await startCluster();
let unit;
try {
  const env = { ...process.env, TEST_DATABASE_URL: postgres.url };
  unit = await run('npx', ['vitest', 'run'], { env });
  if (unit === 0) {
    console.log('\nThe API suite on PostgreSQL (TEST_DB=postgres):');
    unit = await run('npx', ['vitest', 'run', '--project', 'service', ...apiTestsOnPostgres()], {
      env: { ...env, TEST_DB: 'postgres' },
    });
  }
} finally {
  stopCluster(postgres.dir);
}
if (unit !== 0) process.exit(unit);
await ensureChromium();
await buildFrontEnds();
await buildService();
await runOrExit(process.execPath, ['scripts/budget.mjs']);
const code = await run(process.execPath, ['scripts/e2e.mjs']);
process.exit(code);
