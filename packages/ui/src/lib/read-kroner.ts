// Reads an amount of whole kroner as a company types it (SPEC §9: at most 999999999, no decimals,
// '.' as the thousands separator): '12500' and '12.500' are 12 500; '12.5', '12500,50' and
// '1000000000' are not amounts; '0' and '-5' are amounts that are too small where one must be paid.
export type KronerReading = { ok: true; kroner: number } | { ok: false; reason: 'invalid' | 'not_positive' };

const PLAIN = /^[0-9]{1,9}$/;
const GROUPED = /^[0-9]{1,3}(\.[0-9]{3}){1,2}$/;

/** `positive`: 0 (or a negative number) is refused as 'not_positive' rather than read. */
export function readKroner(text: string, { positive }: { positive: boolean }): KronerReading {
  const value = text.trim();
  if (/^-\s*[0-9]/.test(value)) return { ok: false, reason: 'not_positive' };
  if (!PLAIN.test(value) && !GROUPED.test(value)) return { ok: false, reason: 'invalid' };
  const kroner = Number(value.replace(/\./g, ''));
  if (positive && kroner < 1) return { ok: false, reason: 'not_positive' };
  return { ok: true, kroner };
}

/** The kroner of a field that reads as an amount (0 included), or undefined (empty, not an amount). */
export function kronerIn(text: string): number | undefined {
  const reading = readKroner(text, { positive: false });
  return reading.ok ? reading.kroner : undefined;
}

/** The error text key of a reading that failed (errors namespace, the service's own texts). */
export const kronerErrorKey = (reason: 'invalid' | 'not_positive'): string =>
  reason === 'not_positive' ? 'errors:::amount_positive' : 'errors:::amount_invalid';
