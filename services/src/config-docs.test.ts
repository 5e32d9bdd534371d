// The configuration is documented as the code reads it: the README's configuration table and the
// configuration section of docs/architecture.md name every environment variable the service reads
// (config.ts's loadConfig and its helpers, env-schema.ts's checked names, cluster.ts, app.ts's
// LOG_LEVEL, and any later `process.env.NAME` in the service's sources) and no other. The names are
// taken from the code, never from a list kept by hand; the test helpers under src/test/ and the
// test files read test-only variables (TEST_DB, TEST_LOG, PG_TEST_CLUSTER …) and are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const src = dirname(fileURLToPath(import.meta.url));
const repo = resolve(src, '../..');

/** The service's source files: everything under src/ but tests and the test helpers. */
function serviceSources(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(src, 'test') ? [] : serviceSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `env.NAME`, `process.env.NAME` and `env['NAME']` in a source text. */
function envReadsIn(source: string): string[] {
  const dotted = [...source.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)].map((m) => m[1]!);
  const indexed = [...source.matchAll(/\benv\??\.?\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g)].map((m) => m[1]!);
  return [...dotted, ...indexed];
}

/** The names env-schema.ts checks at start (the keys of its EnvSchema object). */
function checkedNames(): string[] {
  const source = readFileSync(join(src, 'env-schema.ts'), 'utf8');
  const body = /const EnvSchema = Type\.Object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1];
  if (body === undefined) throw new Error('EnvSchema not found in env-schema.ts');
  return [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1]!);
}

const sorted = (names: Iterable<string>): string[] => [...new Set(names)].sort();

const readByCode = sorted([
  ...serviceSources().flatMap((file) => envReadsIn(readFileSync(file, 'utf8'))),
  ...checkedNames(),
]);

/** The lines of a markdown file's `## <title>` section, up to the next `## ` heading. */
function section(file: string, title: string): string[] {
  const lines = readFileSync(join(repo, file), 'utf8').split('\n');
  const start = lines.indexOf(`## ${title}`);
  if (start < 0) throw new Error(`${file} has no "## ${title}" section`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

const backtickedNames = (text: string): string[] =>
  [...text.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!);

/** The variables of the README's configuration table: the names in each row's first cell. */
function readmeTableNames(): string[] {
  const rows = section('README.md', 'Configuration').filter((line) => line.trimStart().startsWith('|'));
  return sorted(rows.flatMap((row) => backtickedNames(row.split('|')[1] ?? '')));
}

/** The variables docs/architecture.md's configuration section names. */
function architectureNames(): string[] {
  return sorted(backtickedNames(section('docs/architecture.md', 'Configuration').join('\n')));
}

describe('the documented configuration', () => {
  it('is read from the code: every variable loadConfig reads is among the names found in the sources', () => {
    const seen = new Set<string>();
    const recording = new Proxy<Record<string, string | undefined>>(
      {},
      {
        get: (_target, name) => {
          if (typeof name === 'string') seen.add(name);
          return undefined;
        },
      },
    );
    loadConfig(recording);
    expect(seen.size).toBeGreaterThan(20);
    expect(readByCode).toEqual(expect.arrayContaining([...seen]));
    // The process-level variables read outside loadConfig are found too.
    expect(readByCode).toEqual(expect.arrayContaining(['LOG_LEVEL', 'SERVICE_PROCESSES']));
  });

  it("the README's configuration table names every variable the service reads, and no other", () => {
    expect(readmeTableNames()).toEqual(readByCode);
  });

  it("docs/architecture.md's configuration section names every variable the service reads, and no other", () => {
    expect(architectureNames()).toEqual(readByCode);
  });
});
