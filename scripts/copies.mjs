// The copy detector of `npm test`: jscpd (settings in .jscpd.json: exact copies of 6 lines and 50
// tokens or more in production code; tests, e2e/, bench/, migrations and generated files are left
// out) lists every copy, and the step fails when there are more than MAX_COPIES.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

// No copy is allowed (issue 12): a shared piece goes to packages/ (front end) or services/src/lib and
// db/ (service). The remotes' standalone entries (mfe-*/src/bootstrap.tsx) are left out in .jscpd.json:
// each is the same four statements by design — the kit's styles, its routes, its landing page and
// packages/ui's startStandalone, which holds everything else.
const MAX_COPIES = 0;

const output = mkdtempSync(join(tmpdir(), 'jscpd-'));
try {
  const code = await run('npx', ['jscpd', '--reporters', 'console,json', '--output', output, '.'], {
    cwd: root,
  });
  if (code !== 0) {
    console.error(`✖ jscpd failed with exit code ${code}`);
    process.exit(code);
  }
  const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8'));
  const copies = report.duplicates.length;
  if (copies > MAX_COPIES) {
    console.error(
      `✖ ${copies} copies of 6 lines or more; at most ${MAX_COPIES} allowed (scripts/copies.mjs)`,
    );
    process.exit(1);
  }
  if (copies < MAX_COPIES) {
    console.log(
      `${copies} copies, fewer than the ${MAX_COPIES} allowed: lower MAX_COPIES in scripts/copies.mjs`,
    );
  }
} finally {
  rmSync(output, { recursive: true, force: true });
}
