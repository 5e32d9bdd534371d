// No class without a style (issue 29): every class name the service's html components write (the
// catalogue's html replies of SPEC §7, their modals and lists, the mails and short pages) is styled
// by one of the repository's stylesheets, where the screen that shows the reply has it or in the UI
// kit; a reply no screen shows uses the kit's classes. Each className must be readable: a name built
// from data (`state-${row.state}`) cannot be checked, so its alternatives are written out or the
// value goes to a data attribute. routes/pages/ is left out: its first-screen frame and landing
// screens draw the shell's and the remotes' own markup, whose class names are those front ends'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classAttributesIn,
  componentFiles,
  styledClasses,
  styledClassesIn,
  type ClassAttribute,
} from '../test/class-names.js';
import { repoRoot } from '../test/source-literals.js';

const DRAWN_ELSEWHERE = 'services/src/routes/pages/';

function unstyled(attributes: ClassAttribute[], styled: Set<string>): string[] {
  return attributes.flatMap(({ where, names, unreadable }) =>
    unreadable !== undefined
      ? [`${where}: className=${unreadable} cannot be read`]
      : names.filter((name) => !styled.has(name)).map((name) => `${where}: .${name} has no style`),
  );
}

describe('the class names of the service html', () => {
  it('reads every branch of a className and finds a class no stylesheet styles', () => {
    const source = `
      const tone = (sender: string) => (sender === 'staff' ? ' note--staff' : '');
      export const A = ({ s, on }: { s: string; on: boolean }) => (
        <p className={\`note\${tone(s)}\${on ? ' note--new' : ''}\`}>
          <span className={on ? 'lonely' : undefined} />
          <b className={\`state-\${s}\`} />
        </p>
      );`;
    const attributes = classAttributesIn('sample.tsx', source);
    expect(attributes.map((a) => a.names)).toEqual([['note', 'note--new', 'note--staff'], ['lonely'], []]);
    const styled = styledClassesIn(
      '/* .lonely */ .note { color: red; } @media (max-width: 1px) { .x .note--staff, :is(.note--new) { margin: 0 } }',
    );
    expect(unstyled(attributes, styled)).toEqual([
      'sample.tsx:5: .lonely has no style',
      'sample.tsx:6: className={`state-${s}`} cannot be read',
    ]);
  });

  it("reads a part's class a component takes from its caller (imageClassName) at the caller", () => {
    const source = `
      const Picture = ({ imageClassName }: { imageClassName?: string }) => <img className={imageClassName} />;
      export const B = () => <Picture imageClassName="thumb" />;`;
    expect(classAttributesIn('sample.tsx', source).map((a) => a.names)).toEqual([['thumb']]);
  });

  it('gives every class a style in the repository', () => {
    const styled = styledClasses();
    const attributes = componentFiles('services/src')
      .filter((file) => !file.startsWith(DRAWN_ELSEWHERE))
      .flatMap((file) => classAttributesIn(file, readFileSync(join(repoRoot, file), 'utf8')));
    expect(attributes.length).toBeGreaterThan(150);
    expect(unstyled(attributes, styled)).toEqual([]);
  });
});
