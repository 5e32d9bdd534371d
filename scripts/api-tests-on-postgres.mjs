// Which test files make up the API suite's second run, on PostgreSQL (TEST_DB=postgres): those that
// build an app or use the store (test/helpers.ts), less those that already run on PostgreSQL in
// the first run (they start or pick PostgreSQL themselves). Pure unit tests never reach an engine.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

const USES_AN_ENGINE = /buildTestApp|test\/helpers(\.js)?'/;
const ALREADY_ON_POSTGRES = /pgSkipReason|store-engines/;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files, relative to the repository, sorted. */
export function apiTestsOnPostgres() {
  return testFiles(join(root, 'services', 'src'))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return USES_AN_ENGINE.test(text) && !ALREADY_ON_POSTGRES.test(text);
    })
    .map((file) => relative(root, file))
    .sort();
}
