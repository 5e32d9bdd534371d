// The copy detector of `npm test`: jscpd (settings in .jscpd.json: exact copies of 6 lines and 50
// tokens or more in production code; tests, e2e/, bench/, migrations and generated files are left
// out) lists every copy, and the step fails when there are more than MAX_COPIES.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

// Copies still in the committed code (issue 12): route declarations of the service (the same
// response block or handler start in two routes), one drizzle select of a job's answers in
// company-jobs and customer-jobs, and the two remotes' standalone entries. Lower it as they go, to
// 0; never raise it.
const MAX_COPIES = 8;

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
