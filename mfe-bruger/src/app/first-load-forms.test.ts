// @vitest-environment node
// Rule (issue 30, Lighthouse ≥ 95 on the customer's job page with ten photos and on a company's
// profile with a gallery): what those pages load first brings no form library — react-hook-form,
// its resolvers, TypeBox, the forms of @opgavetorvet/ui/forms, nor a file of the contracts that
// builds TypeBox schemas (a bundler keeps such a file's schemas whichever of its exports is used).
// Their forms and modals are chunks of their own (lib/lazy-part.tsx). Checked on the sources: every
// static import from the page's top module is followed; `import()` is where a lazy chunk begins.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = dirname(fileURLToPath(import.meta.url));
const repo = resolve(appDir, '../../..');
const contractsSrc = join(repo, 'packages/contracts/src');
const uiDir = join(repo, 'packages/ui');

/** Packages a customer's or company's first load must not carry (CONVENTIONS, page-weight budget). */
const FORBIDDEN = /^(react-hook-form|@hookform\/|typebox|@opgavetorvet\/ui\/forms$)/;

interface Import {
  spec: string;
  /** The value names it imports; null for `* as`, a default or a re-export of everything. */
  names: string[] | null;
}

/** A source's static imports and re-exports of values (`import type` and `{ type X }` left out). */
function staticImports(source: string): Import[] {
  const imports: Import[] = [];
  const pattern =
    /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    const [, , typeOnly, clause = '', spec, bare] = match;
    if (bare !== undefined) {
      imports.push({ spec: bare, names: [] });
      continue;
    }
    if (typeOnly) continue;
    const braces = /\{([\s\S]*)\}/.exec(clause);
    const named = braces
      ? braces[1]
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '' && !part.startsWith('type '))
          .map((part) => part.split(/\s+as\s+/)[0].trim())
      : [];
    const whole = !braces || /^\s*[\w$]+\s*,|\*/.test(clause);
    if (named.length === 0 && !whole) continue;
    imports.push({ spec, names: whole ? null : named });
  }
  return imports;
}

function resolveFile(base: string): string | null {
  const stem = base.replace(/\.js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), join(stem, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/**
 * The contracts' files, each with the names it declares (the index re-exports them all; a name a
 * file re-exports from a lighter one is that one's: the bundler skips the side-effect-free link).
 */
const contractFiles = (() => {
  const index = readFileSync(join(contractsSrc, 'index.ts'), 'utf8');
  return [...index.matchAll(/export \* from '\.\/([\w-]+)\.js'/g)].flatMap(([, name]) => {
    const file = join(contractsSrc, `${name}.ts`);
    const text = readFileSync(file, 'utf8');
    const names = [...text.matchAll(/export (?:const|function|class|enum) ([\w$]+)/g)].map(([, n]) => n);
    const forwarded = [...text.matchAll(/export \{([^}]*)\} from '\.\/([\w-]+)\.js'/g)].map(
      ([, list, target]) => ({
        file: join(contractsSrc, `${target}.ts`),
        names: list.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]),
      }),
    );
    return [{ file, names }, ...forwarded];
  });
})();

/** The files an import of `spec` from `from` reaches (its package's source for the workspace's own). */
function targets(from: string, { spec, names }: Import): string[] {
  if (spec.startsWith('.')) {
    const file = resolveFile(resolve(dirname(from), spec));
    return file ? [file] : [];
  }
  if (spec === '@opgavetorvet/contracts') {
    if (names === null) return contractFiles.map(({ file }) => file);
    return contractFiles.filter((c) => names.some((name) => c.names.includes(name))).map((c) => c.file);
  }
  if (spec.startsWith('@opgavetorvet/contracts/'))
    return [join(contractsSrc, `${spec.slice('@opgavetorvet/contracts/'.length)}.ts`)];
  if (spec.startsWith('@opgavetorvet/ui/')) {
    const exports = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')).exports as Record<
      string,
      string
    >;
    const entry = exports[`./${spec.slice('@opgavetorvet/ui/'.length)}`];
    return entry && /\.tsx?$/.test(entry) ? [join(uiDir, entry)] : [];
  }
  // Other packages (React, the router, the UI kit's singleton from the shell) are not followed.
  return [];
}

/** Each forbidden thing the page's static imports reach, with the way there. */
function forbiddenReached(top: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>([top]);
  const queue: { file: string; via: string[] }[] = [{ file: top, via: [] }];
  while (queue.length > 0) {
    const { file, via } = queue.shift()!;
    const here = [...via, relative(repo, file)];
    for (const one of staticImports(readFileSync(file, 'utf8'))) {
      if (FORBIDDEN.test(one.spec)) {
        found.push([...here, one.spec].join(' → '));
        continue;
      }
      for (const next of targets(file, one)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push({ file: next, via: here });
      }
    }
  }
  return found;
}

describe("the first load of the customer's job page and of a company's profile", () => {
  it.each([
    ['/bruger/opgave/:jobId', 'mfe-bruger/src/app/job-page-parts.tsx'],
    ['/:slug', 'mfe-bruger/src/app/company-profile-parts.tsx'],
    // Loaded as the page is drawn when the job has photos or the company a gallery.
    ['the photo gallery (@opgavetorvet/ui/media) of both', 'packages/ui/src/media/index.ts'],
    // A message's files under an offer; a chunk with a message form's picker (the same chunk name).
    ["a message's files on the job page", 'mfe-bruger/src/components/message-file-list.tsx'],
    ['their chunk-mate, the picker of a message form', 'packages/ui/src/file-links/message-files-field.tsx'],
  ])('%s loads no form library or schema before a form is opened', (_page, file) => {
    expect(forbiddenReached(join(repo, file))).toEqual([]);
  });

  it('sees a form library however deep it is imported (the check itself)', () => {
    expect(
      forbiddenReached(join(repo, 'mfe-bruger/src/features/opgave/components/withdraw-job-modal.tsx')),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('@opgavetorvet/ui/forms'),
        expect.stringMatching(/contracts\/src\/job-control\.ts → .*typebox$/),
      ]),
    );
  });
});
