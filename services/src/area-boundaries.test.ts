// The service's boundaries (CONVENTIONS.md): an area under routes/ imports only its own folder,
// domain/, db/, lib/ and plugins/, never another area; domain/ imports only db/, lib/ and the root
// files; lib/ and db/ import no route and no domain. The lint rule that holds
// this (eslint.config.js) is proved here on small sources, and the service's files are checked by
// resolving every relative import, whatever its form (dynamic imports and re-exports too).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const repo = resolve(src, '../..');

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  // The sources are not files, so the type-aware rules of the service (which need the file in a
  // TypeScript project) are left out; the boundaries are a syntactic rule.
  const eslint = new ESLint({
    cwd: repo,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/await-thenable': 'off',
      },
    },
  });
  const [result] = await eslint.lintText(source, { filePath: join(repo, filePath) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the lint rule of the service boundaries', () => {
  it('refuses an import of another area, at any depth inside the area', async () => {
    const errors = await Promise.all([
      boundaryErrors('services/src/routes/bookings/x.ts', "import { a } from '../company-jobs/queries.js';"),
      boundaryErrors('services/src/routes/messages/x.ts', "export { a } from '../customer-jobs/queries.js';"),
      boundaryErrors(
        'services/src/routes/company-jobs/html/x.tsx',
        "import { a } from '../../messages/y.js';",
      ),
      boundaryErrors(
        'services/src/routes/customer-jobs/orders/components/x.tsx',
        "import type { A } from '../../../jobs/rules.js';",
      ),
      boundaryErrors('services/src/routes/jobs/x.ts', "import { a } from '../../routes/accounts/rules.js';"),
    ]);
    for (const messages of errors) expect(messages).toEqual([expect.stringContaining('never another area')]);
  });

  it('refuses a route in lib/ and db/', async () => {
    const errors = await Promise.all([
      boundaryErrors('services/src/lib/x.ts', "import { a } from '../routes/jobs/rules.js';"),
      boundaryErrors('services/src/db/queries/x.ts', "import { a } from '../../routes/bookings/queries.js';"),
    ]);
    for (const messages of errors) expect(messages).toEqual([expect.stringContaining('import no route')]);
  });

  it('refuses a domain in lib/ and db/, and a route or a plugin in domain/', async () => {
    const shared = await Promise.all([
      boundaryErrors('services/src/lib/reminders/x.ts', "import { a } from '../../domain/jobs/bids.js';"),
      boundaryErrors('services/src/db/queries/x.ts', "import { a } from '../../domain/jobs/expiry.js';"),
    ]);
    for (const messages of shared) expect(messages).toEqual([expect.stringContaining('no domain')]);
    const domain = await Promise.all([
      boundaryErrors('services/src/domain/jobs/x.ts', "import { a } from '../../routes/bookings/rules.js';"),
      boundaryErrors('services/src/domain/jobs/x.ts', "import { a } from '../../plugins/app/auth.js';"),
    ]);
    for (const messages of domain)
      expect(messages).toEqual([expect.stringContaining('never a route or a plugin')]);
  });

  it('lets domain/ import db/, lib/ and the root files', async () => {
    const source = [
      "import { a } from '../../db/schema/index.js';",
      "import { b } from '../../lib/notify-party.js';",
      "import { c } from '../../errors.js';",
      "import { d } from './transitions.js';",
    ].join('\n');
    expect(await boundaryErrors('services/src/domain/jobs/x.ts', source)).toEqual([]);
  });

  it("lets an area import its own folder, domain/, db/, lib/, plugins/ and the service's root files", async () => {
    const source = [
      "import { a } from './queries.js';",
      "import { g } from '../../../domain/jobs/bids.js';",
      "import { b } from '../rules.js';",
      "import { c } from '../../../db/queries/contacts.js';",
      "import { d } from '../../../lib/danish.js';",
      "import { e } from '../../../plugins/app/auth.js';",
      "import { f } from '../../../errors.js';",
    ].join('\n');
    expect(await boundaryErrors('services/src/routes/bookings/html/x.tsx', source)).toEqual([]);
  });
});

/** Where a service file lives: 'routes/<area>', 'routes' (the index), or its top folder. */
function placeOf(file: string): string {
  const parts = relative(src, file).split(sep);
  if (parts[0] === 'routes') return parts.length > 2 ? `routes/${parts[1]}` : 'routes';
  return parts[0];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the service's files", () => {
  it('import no other area from an area, no route or domain from lib/ or db/, and only db/ and lib/ from domain/', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(src)) {
      const from = placeOf(file);
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(
        /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g,
      )) {
        const to = placeOf(resolve(dirname(file), spec));
        const crossesArea = from.startsWith('routes/') && to.startsWith('routes') && to !== from;
        const sharedUsesRoute =
          (from === 'lib' || from === 'db') && (to.startsWith('routes') || to === 'domain');
        const domainUsesArea = from === 'domain' && (to.startsWith('routes') || to === 'plugins');
        if (crossesArea || sharedUsesRoute || domainUsesArea)
          crossings.push(`${relative(src, file)} → ${spec}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
