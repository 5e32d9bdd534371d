// Every section a link may name (the start checklist's items, issue 31) has a heading with that id
// on /firma/oplysninger: renaming one without the other would leave the link at the page's top.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { oplysningerSections } from './oplysninger-sections';

const folder = join(__dirname, '../features/oplysninger/components');
const sources = readdirSync(folder)
  .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
  .map((name) => readFileSync(join(folder, name), 'utf8'));

describe('the sections of /firma/oplysninger a link may name', () => {
  it.each(Object.entries(oplysningerSections))('%s has a heading with the id %s', (_, id) => {
    expect(sources.filter((source) => source.includes(`id="${id}"`))).toHaveLength(1);
  });
});
