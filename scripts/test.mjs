// `npm test`: the whole suite — type check, lint, vitest (unit, component, API), then the Playwright
// journeys in Chromium against a production build on a free port with a fresh database.
import { run, runOrExit } from './lib.mjs';

await runOrExit('npx', ['tsc', '-p', 'tsconfig.json']);
await runOrExit('npx', ['eslint', '.']);
await runOrExit('npx', ['vitest', 'run']);
const code = await run(process.execPath, ['scripts/e2e.mjs']);
process.exit(code);
