// The class names the service's html components write and the classes the repository's stylesheets
// style, for catalogue/html-classes.test.ts ("no class without a style", issue 29). A className is
// read with the TypeScript parser and followed through every branch (a condition's both sides, a
// template's parts, a file's own constants and one-expression arrow functions), so each name it can
// give is known; one it cannot follow (a name built from data, `score-${key}`) is reported instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { repoRoot } from './source-literals.js';

/** The class names one className attribute can give, or the text of one this reader cannot follow. */
export interface ClassAttribute {
  /** The file, relative to the repository's root, and the attribute's line. */
  where: string;
  names: string[];
  unreadable?: string;
}

/** More alternatives than this in one attribute is a sign of a name built from data. */
const MAX_ALTERNATIVES = 64;

type Consts = Map<string, ts.Expression>;

/** The file's top-level `const name = …` declarations, which a className may name. */
function constsOf(source: ts.SourceFile): Consts {
  const consts: Consts = new Map();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        consts.set(declaration.name.text, declaration.initializer);
  }
  return consts;
}

const product = (left: string[] | null, right: string[] | null): string[] | null => {
  if (!left || !right || left.length * right.length > MAX_ALTERNATIVES) return null;
  return left.flatMap((a) => right.map((b) => a + b));
};
const union = (left: string[] | null, right: string[] | null): string[] | null =>
  left && right ? [...left, ...right] : null;

/** Every string the expression can give, or null when a part of it is not followed. */
function valuesOf(node: ts.Expression, consts: Consts, depth = 0): string[] | null {
  if (depth > 8) return null;
  const next = (expression: ts.Expression) => valuesOf(expression, consts, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return next(node.expression);
  if (ts.isConditionalExpression(node)) return union(next(node.whenTrue), next(node.whenFalse));
  if (ts.isTemplateExpression(node))
    return node.templateSpans.reduce<string[] | null>(
      (sofar, span) => product(product(sofar, next(span.expression)), [span.literal.text]),
      [node.head.text],
    );
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.PlusToken) return product(next(node.left), next(node.right));
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return union(next(node.right), ['']);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return union(next(node.left), next(node.right));
    return null;
  }
  if (ts.isIdentifier(node)) {
    if (node.text === 'undefined') return [''];
    const value = consts.get(node.text);
    return value ? next(value) : null;
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const callee = consts.get(node.expression.text);
    if (callee && ts.isArrowFunction(callee) && !ts.isBlock(callee.body)) return next(callee.body);
  }
  return null;
}

/** A class attribute: `className`, or a component's prop for the class of a part (`imageClassName`). */
const CLASS_ATTRIBUTE = /^(className|[a-z][A-Za-z]*ClassName)$/;

/** Each class attribute of a .tsx source, with the class names it can give. */
export function classAttributesIn(file: string, text: string): ClassAttribute[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = constsOf(source);
  const found: ClassAttribute[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && CLASS_ATTRIBUTE.test(node.name.getText(source)) && node.initializer) {
      const initializer = node.initializer;
      const expression = ts.isJsxExpression(initializer) ? initializer.expression : initializer;
      // A component handing on the class its caller gave (`className={imageClassName}`): the
      // caller's attribute is the one read.
      if (expression && ts.isIdentifier(expression) && CLASS_ATTRIBUTE.test(expression.text)) {
        ts.forEachChild(node, visit);
        return;
      }
      const values = expression && ts.isExpression(expression) ? valuesOf(expression, consts) : null;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const where = `${file}:${line}`;
      const names =
        values && [...new Set(values.flatMap((value) => value.split(/\s+/)))].filter(Boolean).sort();
      if (names) found.push({ where, names });
      else found.push({ where, names: [], unreadable: initializer.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The .tsx files (tests aside) under a folder of the repository. */
export function componentFiles(folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
    });
  return walk(join(repoRoot, folder)).map((path) => relative(repoRoot, path));
}

/** The class names the selectors of a stylesheet's text name (declarations and comments aside). */
export function styledClassesIn(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const classes = new Set<string>();
  // A selector (or an at-rule's prelude) is the text before a '{' since the last brace or ';'.
  for (const [, prelude] of withoutComments.matchAll(/([^{};]+)\{/g))
    if (!prelude.trim().startsWith('@'))
      for (const [, name] of prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
  return classes;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

/** Every class the repository's own stylesheets style (built and installed copies aside). */
export function styledClasses(): Set<string> {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) return [];
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.css') ? [path] : [];
    });
  const classes = new Set<string>();
  for (const file of walk(repoRoot))
    for (const name of styledClassesIn(readFileSync(file, 'utf8'))) classes.add(name);
  return classes;
}
