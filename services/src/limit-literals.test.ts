// Limits only from the contracts (issue 29): a bound a call enforces is a named constant next to
// its schema in packages/contracts (MAX_AMOUNT, MAX_ID, MESSAGE_MAX, …), and the service and the
// front ends use the name. This fails when a source file (tests aside) writes one of the contracts'
// big bounds as a number again (999999999, 2147483647), and when a form the service draws bounds a
// field with a bare number (maxLength={2000}, max={999999999}) instead of the contracts' constant.
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, MAX_ID } from '@opgavetorvet/contracts';
import { OUTSIDE_CONTRACTS, literalsUnder, type SourceLiteral } from './test/source-literals.js';

/** Numbers that are only ever one of the contracts' limits. */
const LIMITS = new Set([String(MAX_AMOUNT), String(MAX_ID)]);

/** The attributes of a form field that bound what may be typed. */
const BOUNDING_ATTRIBUTES = new Set(['max', 'maxLength', 'minLength']);

const shown = (literal: SourceLiteral) =>
  [`${literal.where}:`, literal.attribute, literal.text].filter(Boolean).join(' ');

const limitLiterals = (literals: SourceLiteral[]) =>
  literals.filter((literal) => LIMITS.has(literal.text)).map(shown);

const bareFieldBounds = (literals: SourceLiteral[]) =>
  literals
    .filter((literal) => literal.kind === 'number' && BOUNDING_ATTRIBUTES.has(literal.attribute ?? ''))
    .map(shown);

describe('limits come from the contracts', () => {
  it('finds a limit written again, as a number or as text, and a bare bound of a drawn field', () => {
    const literals: SourceLiteral[] = [
      { where: 'a.ts:1', kind: 'number', text: '999999999' },
      { where: 'a.ts:2', kind: 'string', text: '2147483647' },
      { where: 'a.ts:3', kind: 'string', text: 'Beløbet må højst være 999999999' },
      { where: 'a.tsx:4', kind: 'number', text: '2000', attribute: 'maxLength' },
      { where: 'a.tsx:5', kind: 'number', text: '0', attribute: 'min' },
    ];
    expect(limitLiterals(literals)).toEqual(['a.ts:1: 999999999', 'a.ts:2: 2147483647']);
    expect(bareFieldBounds(literals)).toEqual(['a.tsx:4: maxLength 2000']);
  });

  it('no source file of the service or the front ends writes the big bounds as numbers', () => {
    expect(limitLiterals(literalsUnder(OUTSIDE_CONTRACTS))).toEqual([]);
  });

  it("the service's drawn forms take their fields' bounds from the contracts", () => {
    expect(bareFieldBounds(literalsUnder(['services/src']))).toEqual([]);
  });
});
