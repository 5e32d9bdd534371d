// Whole kroner as a company types them (SPEC §9: '12.500' is 12 500, no decimals) made into a body's
// number, so the call's schema checks the amount: a reading becomes its number, a negative number
// its (too small) number, empty nothing, anything else the text as typed (refused as not an amount).
import type { RuleFailure } from '@opgavetorvet/ui/forms';
import { readKroner } from '@opgavetorvet/ui';

/** The typed amount as a body's value: a number when it reads as kroner, else as typed (or none). */
export function kronerValue(text: string): number | string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  const reading = readKroner(value, { positive: false });
  if (reading.ok) return reading.kroner;
  return /^-[0-9]+$/.test(value) ? Number(value) : value;
}

/** The typed amount's text in a body that carries it as digits ('12.500' → '12500'), else as typed. */
export function kronerDigits(text: string): string | undefined {
  const value = kronerValue(text);
  return value === undefined ? undefined : String(value);
}

/** The body's number back as the company would type it (a test fills the form in with it). */
export const typedKroner = (value: unknown): string => (value === undefined ? '' : String(value));

/**
 * A negative amount is told 'Beløbet skal være større end 0.' (errors:::amount_positive), as the
 * form always said, over the schema's 'not an amount'.
 */
export function negativeKroner(field: string, text: string): RuleFailure[] {
  const reading = readKroner(text, { positive: false });
  return !reading.ok && reading.reason === 'not_positive' && text.trim() !== ''
    ? [{ field, key: 'errors:::amount_positive', overSchema: true }]
    : [];
}
