// @vitest-environment node
// The front ends' boundaries (CONVENTIONS.md, Front end): the shell, a remote or a package imports
// only its own src/ and packages by name, never another front end; a feature imports its own
// folder, components/, lib/, config/ and packages, never another feature; components/, lib/ and
// config/ import no feature. The lint rule that holds this (eslint.config.js) is proved here on small
// sources, and every front-end file is checked by resolving its imports, whatever their form.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const thisFile = fileURLToPath(import.meta.url);
const repo = resolve(dirname(thisFile), '../../..');
const frontEnds = ['shell', 'mfe-bruger', 'mfe-firma', 'mfe-admin', 'packages/ui', 'packages/contracts'];

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repo });
  const [result] = await eslint.lintText(source, { filePath: join(repo, filePath) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the lint rule of the front-end boundaries', () => {
  it('refuses an import of another feature, at any depth inside the feature', async () => {
    const errors = await Promise.all([
      boundaryErrors(
        'mfe-bruger/src/features/company-profile/components/company-profile-page.tsx',
        "import { ComplaintButton } from '../../complaint/components/complaint-button';",
      ),
      boundaryErrors(
        'mfe-bruger/src/features/opgave/components/offer-card.tsx',
        "import { MessageThreadButton } from '../../messages/components/message-thread-button';",
      ),
      boundaryErrors('mfe-firma/src/features/vundne/x.ts', "export { a } from '../opgaver/lib/y';"),
      boundaryErrors(
        'mfe-admin/src/features/firmaer/api/x.ts',
        "import type { A } from '../../../features/udbakke/y';",
      ),
      boundaryErrors(
        'shell/src/features/header/components/deep/x.tsx',
        "import { a } from '../../../auth/y';",
      ),
    ]);
    for (const messages of errors)
      expect(messages).toEqual([expect.stringContaining('never another feature')]);
  });

  it('refuses a feature in components/, lib/ and config/', async () => {
    const errors = await Promise.all([
      boundaryErrors(
        'mfe-firma/src/components/x.tsx',
        "import { a } from '../features/bookings/components/y';",
      ),
      boundaryErrors('mfe-bruger/src/lib/x.ts', "import '../features/order/components/order.css';"),
      boundaryErrors('shell/src/config/deep/x.ts', "import { a } from '../../features/auth/y';"),
    ]);
    for (const messages of errors) expect(messages).toEqual([expect.stringContaining('import none')]);
  });

  it('refuses another front end, by path or by package name, from a front end or a package', async () => {
    const errors = await Promise.all([
      boundaryErrors(
        'mfe-bruger/src/features/opgave/x.tsx',
        "import { a } from '../../../../mfe-firma/src/lib/y';",
      ),
      boundaryErrors('mfe-admin/src/app/x.tsx', "import { a } from '../../../shell/src/components/y';"),
      boundaryErrors('shell/src/x.ts', "import { a } from '../../mfe-bruger/src/app/routes';"),
      boundaryErrors('packages/ui/src/lib/x.ts', "import { a } from '../../../../mfe-firma/src/y';"),
      boundaryErrors(
        'mfe-firma/src/app/x.tsx',
        "import { routes } from '@opgavetorvet/mfe-bruger/src/app/routes';",
      ),
      boundaryErrors('mfe-firma/src/app/x.tsx', "import { a } from '@opgavetorvet/shell';"),
    ]);
    for (const messages of errors)
      expect(messages).toEqual([expect.stringContaining('never another front end')]);
  });

  it('lets a feature import its own folder, components/, lib/, config/ and packages', async () => {
    const source = [
      "import { a } from './y';",
      "import { b } from '../api/z';",
      "import { c } from '../../../components/job-status-badge';",
      "import { d } from '../../../lib/job-status';",
      "import { paths } from '../../../config/paths';",
      "import { Card } from '@opgavetorvet/ui';",
      "import type { JobPageReply } from '@opgavetorvet/contracts';",
      "import { useState } from 'react';",
      "import './opgave.css';",
    ].join('\n');
    expect(await boundaryErrors('mfe-bruger/src/features/opgave/components/x.tsx', source)).toEqual([]);
  });

  it('lets app/ and the root files put features together', async () => {
    const source = [
      "import { a } from '../features/opgave/components/y';",
      "import { b } from '../features/messages/components/z';",
      "import { c } from '../components/w';",
    ].join('\n');
    expect(await boundaryErrors('mfe-bruger/src/app/x.tsx', source)).toEqual([]);
    expect(await boundaryErrors('shell/src/x.tsx', "import { a } from './features/remotes/lib/y';")).toEqual(
      [],
    );
  });
});

/** Where a front-end file lives: its front end, and 'features/<name>', 'shared' or 'app' inside it. */
function placeOf(file: string): { frontEnd: string | null; part: string } {
  const path = relative(repo, file).split(sep).join('/');
  const frontEnd = frontEnds.find((name) => path.startsWith(`${name}/src/`)) ?? null;
  if (!frontEnd) return { frontEnd, part: '' };
  const [top, name] = path.slice(frontEnd.length + '/src/'.length).split('/');
  if (top === 'features' && name !== undefined) return { frontEnd, part: `features/${name}` };
  if (top === 'components' || top === 'lib' || top === 'config') return { frontEnd, part: 'shared' };
  return { frontEnd, part: 'app' };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the front ends' files", () => {
  it('import no other front end, no other feature from a feature, and no feature from components/, lib/ or config/', () => {
    const crossings: string[] = [];
    // This file's own sources are examples in strings, not imports.
    const files = frontEnds
      .flatMap((name) => sourceFiles(join(repo, name, 'src')))
      .filter((f) => f !== thisFile);
    for (const file of files) {
      const from = placeOf(file);
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
        if (/^@opgavetorvet\/(shell|mfe-)/.test(spec)) {
          crossings.push(`${relative(repo, file)} → ${spec}`);
          continue;
        }
        if (!spec.startsWith('.')) continue;
        const to = placeOf(resolve(dirname(file), spec));
        const leaves = to.frontEnd !== from.frontEnd;
        const crossesFeature =
          from.part.startsWith('features/') && to.part.startsWith('features/') && to.part !== from.part;
        const sharedUsesFeature = from.part === 'shared' && to.part.startsWith('features/');
        if (leaves || crossesFeature || sharedUsesFeature)
          crossings.push(`${relative(repo, file)} → ${spec}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
