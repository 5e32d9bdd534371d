// The privacy policy says that only necessary cookies are used and lists them (issue 32); this keeps
// it true. Every source file that writes a cookie (document.cookie =, setCookie, clearCookie) must
// be one of the writers below, each writing cookies the policy's table lists; a new cookie fails
// here until it is judged necessary and added to the table (or consent is asked first). No page
// loads a script from another site.
// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POLICY_COOKIES } from './cookies';

const repoRoot = join(__dirname, '../../../../..');
const sourceRoots = [
  'services/src',
  'shell/src',
  'mfe-bruger/src',
  'mfe-firma/src',
  'mfe-admin/src',
  'packages/ui/src',
  'packages/contracts/src',
];
const WRITES_A_COOKIE = /document\.cookie\s*=|\.setCookie\(|\.clearCookie\(/;

/** The files that write cookies, and the cookies they write (by the policy table's names). */
const WRITERS: Record<string, string[]> = {
  'services/src/plugins/external/session.ts': ['sid'],
  'services/src/routes/accounts/logout.ts': ['sid'],
  'services/src/routes/accounts/password-reset.ts': ['sid'],
  'services/src/routes/personal-data/own.ts': ['sid'],
  'services/src/routes/customer-jobs/job-page.ts': ['hiddenjobs_u'],
  'services/src/routes/company-jobs/hide-job.ts': ['hidden_jobs_'],
  'services/src/routes/company-jobs/price-list-read.ts': ['popuppriselist_'],
  'packages/ui/src/i18n/language-cookie.ts': ['lang'],
  'mfe-bruger/src/features/close-job/lib/close-job-flow.ts': ['closeopgave'],
  'shell/src/features/home/lib/search-word-cookie.ts': ['searh_word'],
  'mfe-bruger/src/components/other-site/profile-bid-cookie.ts': ['profile_bid'],
  'shell/src/features/auth/lib/link-back-cookie.ts': ['linkback'],
  'mfe-firma/src/features/opgaver/lib/start-checklist-cookie.ts': ['kom-godt-i-gang-skjult_'],
  'mfe-firma/src/features/opgaver/lib/show-all-cookie.ts': ['showallwork'],
  'mfe-firma/src/features/vundne/lib/hidden-final-jobs.ts': ['hiddenfinaljob'],
  'services/src/routes/company-account/top-up.ts': ['kortbetaling'],
};

/** Source files, not tests nor test helpers. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'test', 'dist'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceRoots.flatMap((root) => sourceFiles(join(repoRoot, root)));
const text = (file: string) => readFileSync(file, 'utf8');

describe('the cookies the privacy policy lists', () => {
  it('are the only cookies the service and the front ends write', () => {
    const writers = sources.filter((file) => WRITES_A_COOKIE.test(text(file)));
    expect(writers.map((file) => relative(repoRoot, file)).sort()).toEqual(Object.keys(WRITERS).sort());
    const listed = POLICY_COOKIES.map((cookie) => cookie.name);
    expect([...new Set(Object.values(WRITERS).flat())].sort()).toEqual([...listed].sort());
  });

  it('are named in the sources as the table names them', () => {
    const all = sources.map(text).join('\n');
    for (const cookie of POLICY_COOKIES)
      expect(all.includes(`'${cookie.name}`) || all.includes(`\`${cookie.name}`), cookie.name).toBe(true);
  });

  it('come with no script from another site', () => {
    for (const app of ['shell', 'mfe-bruger', 'mfe-firma', 'mfe-admin']) {
      const page = text(join(repoRoot, app, 'public', 'index.html'));
      expect(page, app).not.toMatch(/<script[^>]+src=["']?(https?:)?\/\//i);
    }
  });
});
