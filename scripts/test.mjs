// `npm test`: the whole suite — type check, lint, formatting (Prettier's check) and the copy
// detector (scripts/copies.mjs) side by side; vitest (unit, component, API; the tests that run on
// both engines get a throw-away PostgreSQL cluster through TEST_DATABASE_URL); then the API suite a
// second time with every test app on PostgreSQL (TEST_DB=postgres, scripts/api-tests-on-postgres.mjs)
// while the production build is made beside it; the front ends' size budget on that build; then the
// Playwright journeys in Chromium against it on a free port with a fresh database (SQLite, the
// embedded default). Two cores are kept busy: the checks and the build wait on little else.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { apiTestsOnPostgres } from './api-tests-on-postgres.mjs';
import { startCluster, stopCluster } from './pg-cluster.mjs';
import { run, runCaptured, runOrExit } from './lib.mjs';

/** Commands side by side; each one's output is printed whole when all have ended. */
async function sideBySide(commands) {
  const results = await Promise.all(commands.map(([command, args]) => runCaptured(command, args)));
  results.forEach(({ code, output }, index) => {
    const [command, args] = commands[index];
    console.log(`\n▶ ${command === process.execPath ? 'node' : command} ${args.join(' ')}`);
    process.stdout.write(output);
    if (code !== 0) console.error(`✖ failed with exit code ${code}`);
  });
  return results.find(({ code }) => code !== 0)?.code ?? 0;
}

const exitUnlessZero = (code) => {
  if (code !== 0) process.exit(code);
};

// Packages installed with apt first: nothing else may run while apt holds its lock.
await ensureChromium();
await ensurePostgres();
exitUnlessZero(
  await sideBySide([
    ['npx', ['tsc', '-p', 'tsconfig.json']],
    ['npx', ['eslint', '.']],
    ['npx', ['prettier', '--check', '.']],
    [process.execPath, ['scripts/copies.mjs']],
  ]),
);
const postgres = await startCluster();
let unit;
let build = { code: 0, output: '' };
try {
  const env = { ...process.env, TEST_DATABASE_URL: postgres.url };
  unit = await run('npx', ['vitest', 'run'], { env });
  if (unit === 0) {
    console.log('\nThe API suite on PostgreSQL (TEST_DB=postgres), the production build beside it:');
    [unit, build] = await Promise.all([
      run('npx', ['vitest', 'run', '--project', 'service', ...apiTestsOnPostgres()], {
        env: { ...env, TEST_DB: 'postgres' },
      }),
      runCaptured(process.execPath, ['scripts/build-product.mjs']),
    ]);
    console.log('\n▶ the production build (scripts/build-product.mjs)');
    process.stdout.write(build.output);
  }
} finally {
  stopCluster(postgres.dir);
}
exitUnlessZero(unit);
exitUnlessZero(build.code);
await runOrExit(process.execPath, ['scripts/budget.mjs']);
const code = await run(process.execPath, ['scripts/e2e.mjs']);
process.exit(code);
