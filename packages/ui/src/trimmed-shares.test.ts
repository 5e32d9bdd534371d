// Rule: every part of a trimmed shared library that the front ends import is in the module the
// shell provides for it (webpack/shared-libraries.js `trimmedShares`); a missing one would be undefined in
// the page, since a shared module's exports are not checked when the apps are built.
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(__dirname, '../../..');
const frontEnds = ['shell/src', 'mfe-bruger/src', 'mfe-firma/src', 'mfe-admin/src', 'packages/ui/src'];
const trimmedShares = {
  'react-router-dom': 'packages/ui/src/routing/router-share.ts',
  'react-i18next': 'packages/ui/src/i18n/react-i18next-share.js',
  '@reduxjs/toolkit': 'packages/ui/src/store/redux-toolkit-share.js',
};
/** Bundled code outside the front ends that imports a trimmed share too: RTK Query. */
const otherImporters = [
  'node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs',
  'node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs',
];

/**
 * The browser's sources: not tests, and not the server renderers of the first screens
 * (`*.server.tsx`, packages/ui/src/server), which esbuild bundles for Node with the whole libraries.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /\/(test|server)$/.test(path) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function namesIn(clause: string): string[] {
  return (clause.match(/\{([^}]*)\}/)?.[1].split(',') ?? [])
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]);
}

/** Names a file's text imports (or re-exports) as values from `pkg`; '*' for a namespace import. */
function importsFrom(text: string, pkg: string): string[] {
  const names: string[] = [];
  const statement = new RegExp(`(?:import|export)\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${pkg}['"]`, 'gs');
  for (const [, typeOnly, clause] of text.matchAll(statement)) {
    if (typeOnly) continue;
    if (clause.includes('*')) names.push('*');
    names.push(...namesIn(clause));
  }
  return names;
}

/** The names a trimmed module exports (its `export { … } from …` lists). */
function exportsOf(text: string): string[] {
  return [...text.matchAll(/export\s+\{([^}]*)\}\s+from/gs)].flatMap(([, list]) => namesIn(`{${list}}`));
}

describe('trimmed shared libraries', () => {
  it('reads named, renamed and type-only imports', () => {
    const text =
      "import { Link, type RouteObject, useParams as params } from 'react-router-dom';\nimport type { To } from 'react-router-dom';";
    expect(importsFrom(text, 'react-router-dom')).toEqual(['Link', 'useParams']);
  });

  for (const [pkg, trimmed] of Object.entries(trimmedShares)) {
    it(`the shell's ${pkg} exports everything the front ends import from ${pkg}`, () => {
      expect(readFileSync(join(repoRoot, 'webpack/shared-libraries.js'), 'utf8')).toContain(trimmed);
      const provided = new Set(exportsOf(readFileSync(join(repoRoot, trimmed), 'utf8')));
      const missing = [
        ...frontEnds.flatMap((dir) => sourceFiles(join(repoRoot, dir))),
        ...otherImporters.map((file) => join(repoRoot, file)),
      ].flatMap((file) =>
        importsFrom(readFileSync(file, 'utf8'), pkg)
          .filter((name) => !provided.has(name))
          .map((name) => `${name} (${relative(repoRoot, file)})`),
      );
      expect(missing, `add these to ${trimmed}`).toEqual([]);
    });
  }
});
