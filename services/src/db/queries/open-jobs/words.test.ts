// The open-jobs search words: what was typed becomes at most 8 Danish lower-cased words, and the rule
// behind FOLDS_DIFFER holds: a word the trigram index answers finds every text that reading the text
// with the Danish lower-casing finds (each letter of the Basic Multilingual Plane).
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FOLDS_DIFFER, searchWords, searchWordsOf } from './words.js';

describe('open-jobs search words', () => {
  it('folds Danish letters and keeps at most 8 words', () => {
    expect(searchWords('  ÆBLE Øl  ')).toEqual(['æble', 'øl']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('sends a word to the index only when the index folds its letters as toLocaleLowerCase("da-DK") does', () => {
    const db = new Database(':memory:');
    db.exec(`create virtual table t using fts5(a, content='', contentless_delete=1,
      tokenize='trigram case_sensitive 0 remove_diacritics 0')`);
    const insert = db.prepare('insert into t(rowid, a) values (?, ?)');
    const letters: number[] = [];
    for (let code = 0x20; code <= 0xffff; code += 1) {
      if (code < 0xd800 || code > 0xdfff) letters.push(code);
    }
    db.transaction(() => letters.forEach((code) => insert.run(code, `xq${String.fromCodePoint(code)}qx`)))();
    const match = db.prepare('select rowid from t where t match ? and rowid = ?').pluck();
    const missed: string[] = [];
    for (const code of letters) {
      const lower = String.fromCodePoint(code).toLocaleLowerCase('da-DK');
      // Reading the text finds `lower` in the lower-cased text; the index must find it too.
      if (lower === 'i\u0307' || FOLDS_DIFFER.test(lower)) continue;
      if (!match.get(`"xq${lower.replaceAll('"', '""')}qx"`, code)) missed.push(code.toString(16));
    }
    db.close();
    expect(missed).toEqual([]);
  });

  it('reads the text for words under 3 characters or with such letters, and quotes the phrase', () => {
    expect(
      searchWordsOf(['læ', 'køkken', 'აbc', '"a"b', '5000']).map((w) => [w.match, w.phrase, w.zipLike]),
    ).toEqual([
      ['text', '"læ"', false],
      ['fts', '"køkken"', false],
      ['text', '"აbc"', false],
      ['fts', '"""a""b"', false],
      ['fts', '"5000"', true],
    ]);
    expect(searchWordsOf(['ab'])[0].match).toBe('ascii');
  });
});
