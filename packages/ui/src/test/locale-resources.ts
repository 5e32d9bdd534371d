// Reads the real texts from locales/<lang>/<ns>.json, so component tests check the Danish words.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Resource } from 'i18next';
import { languages, namespaces } from '../i18n/i18n-options';

/** The repository's locales folder, found upwards from where vitest runs. */
function localesDir(): string {
  let dir = process.cwd();
  while (!existsSync(join(dir, 'locales', 'da-DK'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('locales/ not found above the working directory');
    dir = parent;
  }
  return join(dir, 'locales');
}

export function localeResources(): Resource {
  const root = localesDir();
  const resources: Resource = {};
  for (const lng of languages) {
    resources[lng] = {};
    for (const ns of namespaces) {
      resources[lng][ns] = JSON.parse(readFileSync(join(root, lng, `${ns}.json`), 'utf8'));
    }
  }
  return resources;
}
