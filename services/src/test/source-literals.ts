// The string and number literals written in the repository's TypeScript sources, read with the
// TypeScript parser (so comments and test files do not count), for the tests that hold a value to
// one place: page addresses to the contracts' list (routes/pages/page-path-literals.test.ts) and
// limits to the contracts' constants (limit-literals.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The code of the service and the front ends: everything but packages/contracts, which declares. */
export const OUTSIDE_CONTRACTS = [
  'services/src',
  'shell/src',
  'mfe-bruger/src',
  'mfe-firma/src',
  'mfe-admin/src',
  'packages/ui/src',
];

/** Stands for each `${…}` of a template literal in its text. */
export const INTERPOLATION = '\u0000';

export interface SourceLiteral {
  /** The file, relative to the repository's root, and the literal's line. */
  where: string;
  kind: 'string' | 'number';
  /** A string's text (a template's with INTERPOLATION for each `${…}`), a number's value as written out. */
  text: string;
  /** The JSX attribute whose value the literal is (`maxLength={120}` → 'maxLength'), if it is one. */
  attribute?: string;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$/;

/** The non-test TypeScript files under the folders (relative to the repository's root). */
export function sourceFiles(folders: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return SOURCE.test(entry.name) && !SKIPPED.test(entry.name) ? [path] : [];
    });
  return folders.flatMap((folder) => walk(join(repoRoot, folder)));
}

function attributeOf(node: ts.Node): string | undefined {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent)) return parent.name.getText();
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return parent.parent.name.getText();
  return undefined;
}

const parsed = new Map<string, SourceLiteral[]>();

/** Every string, template and number literal of one file (each file parsed once per run). */
export function literalsOf(file: string): SourceLiteral[] {
  const known = parsed.get(file);
  if (known) return known;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const found: SourceLiteral[] = [];
  const add = (node: ts.Node, literalKind: SourceLiteral['kind'], text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({
      where: `${relative(repoRoot, file)}:${line}`,
      kind: literalKind,
      text,
      attribute: attributeOf(node),
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, 'string', node.text);
    else if (ts.isNumericLiteral(node)) add(node, 'number', String(Number(node.text)));
    else if (ts.isTemplateExpression(node))
      add(
        node,
        'string',
        node.head.text + node.templateSpans.map((s) => INTERPOLATION + s.literal.text).join(''),
      );
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, found);
  return found;
}

/** The literals of every non-test source file under the folders. */
export function literalsUnder(folders: string[]): SourceLiteral[] {
  return sourceFiles(folders).flatMap(literalsOf);
}
