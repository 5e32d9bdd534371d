// Rule: a JSON body, form body or query string with more nesting, keys, array items or fields than
// any call can use is recognised from its raw text in one pass, whatever its strings contain, and
// without recursion; one that keeps to the limits is let through to parsing.
import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS, jsonExcess, tooManyFields } from './input-shape.js';

const small = { depth: 3, keys: 4, items: 4, fields: 4 };

describe('the shape of a JSON text', () => {
  it('lets through a text within every limit, and one exactly at each limit', () => {
    expect(jsonExcess('{"a":1,"b":[1,2],"c":{"d":"x"}}', small)).toBeNull();
    expect(jsonExcess('[[[]]]', small)).toBeNull();
    expect(jsonExcess('{"a":1,"b":2,"c":3,"d":4}', small)).toBeNull();
    expect(jsonExcess('[1,2,[3]]', small)).toBeNull();
    expect(jsonExcess('[ ]', small)).toBeNull();
  });

  it('refuses nesting deeper than the limit, of arrays and of objects', () => {
    expect(jsonExcess('[[[[]]]]', small)).toBe('depth');
    expect(jsonExcess('{"a":{"b":{"c":{"d":1}}}}', small)).toBe('depth');
  });

  it('refuses more keys than the limit, counted over the whole text', () => {
    expect(jsonExcess('{"a":1,"b":2,"c":3,"d":4,"e":5}', small)).toBe('keys');
    expect(jsonExcess('[{"a":1,"b":2},{"c":3},{"d":4,"e":5}]', small)).toBe('keys');
  });

  it('refuses more array items than the limit, the first item of each list counted too', () => {
    expect(jsonExcess('[1,2,3,4,5]', small)).toBe('items');
    expect(jsonExcess('[[1],[2],3]', small)).toBe('items');
    expect(jsonExcess('{"a":[1,2],"b":[3,4],"c":[5]}', small)).toBe('items');
  });

  it('does not count brackets, colons and commas inside strings, escaped quotes included', () => {
    const noise = '[[[[{{{{::::,,,,]]]]';
    expect(jsonExcess(`{"${noise}":"${noise}"}`, small)).toBeNull();
    expect(jsonExcess(String.raw`{"a":"say \"[[[[:,:,\" and \\","b":"\\\\"}`, small)).toBeNull();
    // After an escaped backslash the quote closes the string: the brackets after it count.
    expect(jsonExcess(String.raw`["\\",[[[1]]]]`, small)).toBe('depth');
  });

  it('stops at the first value past a limit: 100 000-deep nesting and 10 000 keys', () => {
    expect(jsonExcess('['.repeat(100_000) + ']'.repeat(100_000))).toBe('depth');
    expect(jsonExcess('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000))).toBe('depth');
    const keys = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    expect(jsonExcess(JSON.stringify(keys))).toBe('keys');
    expect(jsonExcess(JSON.stringify({ list: Array.from({ length: 10_000 }, (_, i) => i) }))).toBe('items');
  });

  it('counts text that is not JSON without failing (JSON.parse refuses it afterwards)', () => {
    expect(jsonExcess('}}]]"unclosed', small)).toBeNull();
    expect(jsonExcess('', small)).toBeNull();
  });

  it('lets through a long string of any content within one value', () => {
    expect(jsonExcess(JSON.stringify({ text: '{[:,"'.repeat(100_000) }))).toBeNull();
  });
});

describe('the fields of a form body or query string', () => {
  it('counts name=value pairs by their separators', () => {
    expect(tooManyFields('a=1&b=2&c=3&d=4', small)).toBe(false);
    expect(tooManyFields('a=1&b=2&c=3&d=4&e=5', small)).toBe(true);
    expect(tooManyFields('a=1&a=2&a=3&a=4&a=5', small)).toBe(true);
    expect(tooManyFields('', small)).toBe(false);
  });

  it('refuses 10 000 fields under the service limits', () => {
    expect(tooManyFields('k=1&'.repeat(10_000))).toBe(true);
    expect(tooManyFields('k=1&'.repeat(INPUT_LIMITS.fields - 1) + 'k=1')).toBe(false);
  });
});
