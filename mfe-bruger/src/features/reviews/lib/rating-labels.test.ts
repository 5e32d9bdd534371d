// Rule (SPEC §5): each star rating has one text — the review form (bruger) and the company
// profile (fragments, rendered by the service) name the five stars alike in every language.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = resolve(__dirname, '../../../../../locales');
const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(resolve(localesDir, lang, `${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, Record<string, unknown>>
  >;

describe('star rating labels', () => {
  it.each(['da-DK', 'en'])('the review form and the profile use the same five labels in %s', (lang) => {
    const form = read(lang, 'bruger').reviews.stars;
    const profile = read(lang, 'fragments').reviews.rating;
    expect(form).toEqual(profile);
  });

  it('five stars read "Yderst tilfredsstillende" in Danish', () => {
    expect(read('da-DK', 'bruger').reviews.stars['5']).toBe('Yderst tilfredsstillende');
  });
});
