// The service's texts: a key in the asked language, Danish for anything else, values filled in,
// and a text without values the same however often and in whichever order languages ask for it.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTranslator } from './translator.js';

const translate = createTranslator(loadConfig({}).localesDir);

describe('createTranslator', () => {
  it('answers each language in its own words, also when both ask for the same key in turn', () => {
    const danish = translate('da-DK', 'errors:::login_failed');
    const english = translate('en', 'errors:::login_failed');
    expect(danish).not.toBe(english);
    expect(danish).not.toContain('login_failed');
    expect(translate('da-DK', 'errors:::login_failed')).toBe(danish);
    expect(translate('en', 'errors:::login_failed')).toBe(english);
    expect(translate('fr' as 'en', 'errors:::login_failed')).toBe(danish);
  });

  it('fills in the values of each call', () => {
    const key = 'mail:::events::new_bid::text';
    const one = translate('da-DK', key, { company: 'Tømrer Hansen ApS', headline: 'Nyt tag', name: 'Ane' });
    const two = translate('da-DK', key, { company: 'Maler Jensen', headline: 'Nyt tag', name: 'Ane' });
    expect(one).toContain('Tømrer Hansen ApS');
    expect(two).toContain('Maler Jensen');
  });
});
